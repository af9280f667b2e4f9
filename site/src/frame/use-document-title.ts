// Moved to shared: every page's header sets the tab title too (issue 14.5).
export { useDocumentTitle } from '@portal/shared/core';
