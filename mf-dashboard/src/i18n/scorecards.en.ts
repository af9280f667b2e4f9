// The branch scorecards page (/b2b/dashboards/scorecards), part of the `dashboard` namespace.
export const scorecardsEn = {
  title: 'Branch scorecards',
  intro: 'Compare your branches over the year: click a column to sort.',
  table: 'Branch scorecards for {{year}}',
  branch: 'Branch',
  orders: 'Orders',
  spend: 'Spend',
  rating: 'Average rating',
  onTime: 'On-time arrival',
  firstTimeFix: 'First-time fix',
  ratings: 'Ratings: {{count}}',
  ofVisits: '{{part}} of {{whole}} visits',
  ofCompleted: '{{part}} of {{whole}} completed',
  notMeasured: '—',
  best: 'Best',
  worst: 'Lowest',
  sortedBy: 'Sorted by {{column}}',
  helpTitle: 'How these figures are counted',
  helpOrders:
    'Orders and spend: orders created in the year; spend is the total of those not canceled, failed or left as drafts (as in the cost overview), plus the branch’s share of the packages bought in the year: a package shared by several branches is split equally between them.',
  helpRating: 'Average rating: the stars (1 to 5) given to the year’s rated orders.',
  helpOnTime:
    'On-time arrival: share of visits where the provider’s latest arrival fell within the booked time slot (from its start to its end).',
  helpFirstTimeFix:
    'First-time fix: share of completed orders after which the same branch had no other visit for any of the same services within {{days}} days of the visit. Canceled orders and planned package visits are not counted as return visits.',
  emptyTitle: 'No branches to compare yet',
  emptyBody: 'Add a branch and place orders for it: its scorecard appears here. You can also pick another year above.',
  addBranch: 'Go to branches',
  loadFailed: 'The scorecards could not be loaded.',
};
