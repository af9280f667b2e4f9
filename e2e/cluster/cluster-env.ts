// What global-setup.ts hands the specs: the demo owner's session and the API processes behind nginx.
export type Owner = { token: string; roleId: string };
export type ApiProcess = { port: number; pid: number };

const owner = (): Owner => JSON.parse(process.env.CLUSTER_OWNER ?? 'null');
export const apiProcesses = (): ApiProcess[] => JSON.parse(process.env.CLUSTER_APIS ?? '[]');

export const ownerHeaders = (as: Owner = owner()) => ({
  lang: 'en',
  authorization: `Bearer ${as.token}`,
  'role-id': as.roleId,
});
