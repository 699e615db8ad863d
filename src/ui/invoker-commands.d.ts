/**
 * HTML attributes React 19 passes through but its types do not list yet:
 * Invoker Commands (`command`, `commandfor`) and the dialog's light dismiss
 * (`closedby`). With them a button opens or closes a dialog with no script.
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
