export const en = {
  pages: {
    users: 'Users',
    roles: 'Roles and permissions',
    residents: 'Residents',
  },
};
