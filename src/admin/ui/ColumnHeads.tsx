/** The back office's tables head their columns as every other table does. */
export { ColumnHeads } from '../../ui/ColumnHeads';
