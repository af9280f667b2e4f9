import {
  AlertRegular,
  AppsRegular,
  ArrowSwapRegular,
  BoxMultipleRegular,
  BuildingMultipleRegular,
  CalendarClockRegular,
  ChatMultipleRegular,
  ClipboardTaskListLtrRegular,
  DataPieRegular,
  DocumentSignatureRegular,
  DocumentTextRegular,
  type FluentIcon,
  HomePersonRegular,
  PeopleRegular,
  PersonAccountsRegular,
  ReceiptMoneyRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
  TagRegular,
  TicketDiagonalRegular,
  VideoClipRegular,
  WalletRegular,
} from '@fluentui/react-icons';

// Manifest entries name their icon; the shell owns the icon set so remotes need not ship icons to the nav.
const ICONS: Record<string, FluentIcon> = {
  dashboard: DataPieRegular,
  branches: BuildingMultipleRegular,
  orders: ClipboardTaskListLtrRegular,
  packages: BoxMultipleRegular,
  wallet: WalletRegular,
  invoices: DocumentTextRegular,
  transactions: ArrowSwapRegular,
  payments: ReceiptMoneyRegular,
  users: PeopleRegular,
  residents: HomePersonRegular,
  roles: ShieldKeyholeRegular,
  account: PersonAccountsRegular,
  reels: VideoClipRegular,
  offers: TagRegular,
  coupons: TicketDiagonalRegular,
  messages: ChatMultipleRegular,
  notifications: AlertRegular,
  settings: SettingsRegular,
  contract: DocumentSignatureRegular,
  shifts: CalendarClockRegular,
};

export function navIcon(name: string | undefined): FluentIcon {
  return (name && ICONS[name]) || AppsRegular;
}
