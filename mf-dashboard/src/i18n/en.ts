export const en = {
  analytics: {
    title: 'Analytics dashboard',
    welcome: 'Welcome, {{name}}',
    company: '{{company}} · all branches at a glance',
    walletBalance: 'Wallet balance',
    creditLine: 'Credit line',
    members: 'Team members',
    activeMembers: '{{count}} active',
    roles: 'Roles',
    loadFailed: 'The dashboard figures could not be loaded.',
  },
};
