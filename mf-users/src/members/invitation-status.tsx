import { Badge, Button, makeStyles } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { Can, notify } from '@portal/shared';
import type { CompanyUser } from '@portal/shared/contract';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { type MemberKind, memberSubject, useResendInvitation } from './members-query';

const useStyles = makeStyles({ cell: { display: 'inline-flex', alignItems: 'center', gap: '4px', flexWrap: 'wrap' } });

/** Waiting for an answer or declined (issue 26.6): neither gives access; the company may send the invitation again. */
const awaitsAnswer = (member: CompanyUser) => member.status === 'invited' || member.status === 'declined';

/** The status badge of a member row: expired, invited (waiting for acceptance) or declined; nothing when active. */
function MemberStatusBadge({ member }: { member: CompanyUser }) {
  const { t } = useUsersTranslation();
  if (member.status === 'expired') {
    return (
      <Badge color="danger" appearance="tint">
        {t('members.expired')}
      </Badge>
    );
  }
  if (member.status === 'invited') {
    return (
      <Badge color="warning" appearance="tint">
        {t('members.statusInvited')}
      </Badge>
    );
  }
  if (member.status === 'declined') {
    return (
      <Badge color="subtle" appearance="tint">
        {t('members.statusDeclined')}
      </Badge>
    );
  }
  return null;
}

/** The badge, and for an invitation the "send again" button (shown only to who may edit members). */
export function InvitationCell({ kind, member }: { kind: MemberKind; member: CompanyUser }) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const resend = useResendInvitation(kind);
  return (
    <span className={styles.cell}>
      <MemberStatusBadge member={member} />
      {awaitsAnswer(member) ? (
        <Can I="update" a={memberSubject(kind)}>
          <Button
            size="small"
            appearance="subtle"
            icon={<SendRegular />}
            disabled={resend.isPending}
            aria-label={t('actions.resendNamed', { name: member.full_name })}
            onClick={() => resend.mutate(member.id, { onSuccess: () => notify.success(t('members.resent')) })}
          >
            {t('actions.resend')}
          </Button>
        </Can>
      ) : null}
    </span>
  );
}
