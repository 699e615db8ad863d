import { HONEYPOT_FIELD } from '../lib/honeypot-field';
import { VisitSourceField } from './VisitSourceField';

/**
 * The anti-spam field people never see: off screen, hidden from assistive
 * technology and out of the tab order. Bots that fill it get a normal answer
 * and nothing is stored. Every form the endpoint factory answers has it, so the
 * visit's source (VisitSourceField) comes with it.
 */
export function Honeypot() {
  return (
    <>
      <VisitSourceField />
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
