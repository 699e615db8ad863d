import { allStatuses, statusLabel } from '../../submissions/registry';

/** Every status an item can have, as a select's options (the inbox's filter and its bulk change). */
export function StatusOptions() {
  return allStatuses.map((status) => (
    <option key={status} value={status}>
      {statusLabel(status)}
    </option>
  ));
}
