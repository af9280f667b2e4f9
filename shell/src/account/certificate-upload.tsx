import { Button, Field, Link, ProgressBar, Text } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { http, notifySuccess, uploadPercent, uploadToEndpoint } from '@portal/shared';
import {
  ACCOUNT_ENDPOINTS,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TYPES,
  type Certificate,
  type CertificateKind,
} from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useShellTranslation } from '../i18n/use-shell-translation';

type Props = { companyId: string; kind: CertificateKind; label: string; current: Certificate | null; canEdit: boolean };

/** CR / VAT certificate: type and size checked here for a quick answer, and again by the API (the real check). */
export function CertificateUpload({ companyId, kind, label, current, canEdit }: Props) {
  const { t } = useShellTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > CERTIFICATE_MAX_BYTES) return setError(t('account.fileTooLarge'));
    if (!(CERTIFICATE_TYPES as readonly string[]).includes(file.type)) return setError(t('account.fileWrongType'));
    const body = new FormData();
    body.append('file', file);
    setPercent(0);
    try {
      await uploadToEndpoint(
        ACCOUNT_ENDPOINTS.uploadCertificate,
        { params: { id: companyId, kind }, form: body },
        {
          onUploadProgress: (event) => setPercent(uploadPercent(event)),
        },
      );
      notifySuccess('dataUpdated');
      await client.invalidateQueries({ queryKey: ['shell', 'account'] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('account.fileWrongType'));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };

  // The file is served only to members of the company: fetch it with the session's token, then open it.
  const open = async () => {
    if (!current) return;
    const response = await http.get<Blob>(current.url.replace(/^\/api\/v1/, ''), { responseType: 'blob' });
    window.open(URL.createObjectURL(response.data), '_blank', 'noopener');
  };

  return (
    <Field
      label={{ children: label, htmlFor: inputId }}
      hint={t('account.uploadHint')}
      validationState={error ? 'error' : undefined}
      validationMessage={error ?? undefined}
    >
      <div style={{ display: 'grid', gap: 8 }}>
        {current ? (
          <Link as="button" type="button" onClick={() => void open()}>
            {t('account.viewFile', { name: current.original_name })}
          </Link>
        ) : (
          <Text>{t('account.noFile')}</Text>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={CERTIFICATE_TYPES.join(',')}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        {canEdit ? (
          <Button
            icon={<ArrowUploadRegular />}
            disabled={percent !== null}
            onClick={() => input.current?.click()}
            style={{ justifySelf: 'start' }}
          >
            {current ? t('account.replace') : t('account.upload')}
          </Button>
        ) : null}
        {percent !== null ? (
          <ProgressBar value={percent / 100} aria-label={t('account.uploading', { percent })} />
        ) : null}
      </div>
    </Field>
  );
}
