// `@portal/shared/forms`: the form building blocks (issue 29.2), a shared module of their own that the `@portal/shared`
// barrel does not re-export. They bring react-hook-form and its valibot resolver, which no page's first screen
// needs: only the dialogs and form pages that import this entry (lazy chunks) load them, when they are opened.
export { FormDialog } from './ui/form-dialog';
export { FormDateField, FormNumberField, FormSelectField } from './ui/form-fields';
export { FormTextField } from './ui/form-text-field';
export { type ContractForm, useContractForm } from './ui/use-contract-form';
