export const en = {
  pages: {
    branches: 'Branches',
    branchList: 'Branch list',
    selectBranches: 'Select branches',
    branchDetails: 'Branch details',
  },
};
