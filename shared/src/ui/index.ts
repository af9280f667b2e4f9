export { ComingSoon } from './coming-soon';
export { ConfirmDeleteHost, DeleteCanceled, useConfirmDelete, useConfirmedDelete } from './confirm-delete';
export { DataTable, type DataTableColumn } from './data-table';
export { DateRangeFilter } from './date-range-filter';
export { EmptyState } from './empty-state';
export { ExportMenu } from './export-menu';
export { FilterSelect } from './filter-select';
export { FormDialog } from './form-dialog';
export {
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
  type SelectOption,
} from './form-fields';
export { GatedList, LIST_PAGE_SIZES, ListPage, type ListPageQuery } from './list-page';
export { notifySuccess, type SuccessKind } from './notify-success';
export { PageHeader } from './page-header';
export { PortalProviders } from './portal-providers';
export { type ContractForm, useContractForm } from './use-contract-form';
export { useDocumentTitle } from './use-document-title';
export { type ListQueryState, useListQueryState } from './use-list-query-state';
export { useNumberText } from './use-number-text';
