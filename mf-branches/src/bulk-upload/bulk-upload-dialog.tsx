import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  ProgressBar,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { ActionDialog, downloadFile, isApiError, notify, SimpleTable } from '@portal/shared';
import { useState } from 'react';
import { useBranchesTranslation } from '../i18n/use-branches-translation';
import { importFailureOf, useImportBranches } from './import-query';

const useStyles = makeStyles({
  errors: { maxHeight: '320px', overflowY: 'auto' },
  surface: { maxWidth: '720px', width: '100%' },
});

/** Spec §2 bulk branch upload: template download, upload with a progress bar, errors by row and column. */
export function BulkUploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useBranchesTranslation();
  const styles = useStyles();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useImportBranches(setProgress);
  const failure = importFailureOf(upload.error);
  const otherError = upload.error && !failure && isApiError(upload.error) ? upload.error.message : null;

  const template = async () => {
    try {
      await downloadFile('/company/importProperties/template', {}, 'branches-template.xlsx');
    } catch {
      notify.error(t('upload.templateFailed'));
    }
  };

  const submit = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const result = await upload.mutateAsync(file);
      notify.success(t('upload.imported', { count: result.imported }));
      onClose();
    } catch {
      // Shown in the dialog below.
    } finally {
      setProgress(null);
    }
  };

  return (
    <ActionDialog
      title={t('upload.title')}
      intro={t('upload.intro')}
      submitLabel={t('upload.submit')}
      submitDisabled={!file}
      pending={upload.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      cancelLabel={t('upload.close')}
      surfaceClassName={styles.surface}
    >
      <div>
        <Button icon={<ArrowDownloadRegular />} onClick={template}>
          {t('upload.template')}
        </Button>
      </div>
      <Field
        label={t('upload.chooseFile')}
        required
        validationMessage={otherError ?? undefined}
        validationState={otherError ? 'error' : undefined}
      >
        <input
          aria-label={t('upload.chooseFile')}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            upload.reset();
          }}
        />
      </Field>
      {progress !== null ? (
        <Field
          label={progress < 100 ? t('upload.progress', { percent: progress }) : t('upload.processing')}
          validationState="none"
        >
          <ProgressBar value={progress / 100} thickness="large" data-testid="upload-progress" />
        </Field>
      ) : null}
      {failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="upload-errors">
          <MessageBarBody>
            <MessageBarTitle>{t('upload.errorsTitle', { count: failure.total_errors })}</MessageBarTitle>
            {failure.total_errors > failure.errors.length
              ? t('upload.errorsMore', { shown: failure.errors.length, total: failure.total_errors })
              : null}
            <div className={styles.errors}>
              <SimpleTable
                size="small"
                label={t('upload.errorsTable')}
                rows={failure.errors}
                rowKey={(error) => `${error.row}-${error.field}`}
                columns={[
                  { key: 'row', header: t('upload.row'), cell: (error) => error.row },
                  { key: 'column', header: t('upload.column'), cell: (error) => error.column },
                  { key: 'message', header: t('upload.message'), cell: (error) => error.message },
                ]}
              />
            </div>
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </ActionDialog>
  );
}
