export { ComingSoon } from './coming-soon';
export { ConfirmDeleteHost, DeleteCanceled, useConfirmDelete, useConfirmedDelete } from './confirm-delete';
export { DataTable, type DataTableColumn } from './data-table';
export { EmptyState } from './empty-state';
export {
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
  type SelectOption,
} from './form-fields';
export { notifySuccess, type SuccessKind } from './notify-success';
export { parseClampedNumber, sanitizeNumberText } from './number-input-rules';
export { PageHeader } from './page-header';
export { PortalProviders } from './portal-providers';
export { type ListQueryState, useListQueryState } from './use-list-query-state';
