import { defineRemoteRoutes } from '@portal/shared/remote-routes';

// The branches module's routes (spec §2), declared once: they feed this remote's <Routes> (app.tsx) and the
// routes document the build emits for the shell (navigation, guard). No React: the build reads it in Node.
const readProperties = { action: 'read', subject: 'b2b_properties' } as const;
const readBranches = { action: 'read', subject: 'b2b_branches' } as const;
const group = 'branchesManagement';

export const branchesRoutes = defineRemoteRoutes({
  title: { ar: 'الفروع', en: 'Branches', fr: 'Agences' },
  prefixes: ['/b2b/branches', '/b2b/properties', '/b2b/units'],
  groups: {
    branchesManagement: {
      order: 20,
      labels: { ar: 'إدارة الفروع', en: 'Branches management', fr: 'Gestion des agences' },
    },
  },
  routes: {
    branches: {
      path: '/b2b/branches',
      ...readProperties,
      navigation: { group, icon: 'branches', order: 10, labels: { ar: 'الفروع', en: 'Branches', fr: 'Agences' } },
    },
    propertiesList: { path: '/b2b/properties/list', ...readProperties },
    branchList: { path: '/b2b/branches/list', ...readBranches, highlight: '/b2b/branches' },
    selectBranches: { path: '/b2b/branches/select', ...readBranches, highlight: '/b2b/branches' },
    branchDetail: { path: '/b2b/branches/:id', ...readProperties, highlight: '/b2b/branches' },
    propertyDetail: { path: '/b2b/properties/:id', ...readProperties },
    units: {
      path: '/b2b/units',
      action: 'read',
      subject: 'b2b_units',
      navigation: { group, icon: 'branches', order: 20, labels: { ar: 'الوحدات', en: 'Units', fr: 'Unités' } },
    },
  },
});
