// `@portal/shared/blocks`: the heavy UI building blocks (data table, list page, form dialog, filters, export menu,
// receipt upload), one shared module of their own so that a page that uses none of them (the sign-in page) does
// not download them (issue 15.1). Their state lives in `@portal/shared/core`, imported by package name below so
// that Module Federation hands them the one shared instance.

// The order and support chat (issue 12.3): thread, queries and the alert rules of spec §9.
export * from './chat';
export { ReceiptPicker, UploadProgress } from './money/receipt-picker';
export { ActionDialog, type ActionDialogProps, type ActionFact, DialogFrame } from './ui/action-dialog';
export { ConfirmDialog } from './ui/confirm-dialog';
export { DataTable, type DataTableColumn } from './ui/data-table';
export { DateInput, type DateInputProps } from './ui/date-field/date-input';
export { DateRangeFilter } from './ui/date-range-filter';
export { DialogRefusal } from './ui/dialog-refusal';
export { ExportMenu } from './ui/export-menu';
export { FilterSelect } from './ui/filter-select';
export type { SelectOption } from './ui/form-fields';
export { GatedList, LIST_PAGE_SIZES, ListPage, type ListPageQuery } from './ui/list-page';
export { PICKER_PAGE_SIZE, type PickerSearch, SearchPicker } from './ui/search-picker';
export { SimpleTable, type SimpleTableColumn } from './ui/simple-table';
export { type BadgeColor, TableStatusBadge } from './ui/status-badge';
