/** The restricted Pod Security Standard, for every container (the app's and the self-hosted data's). */
export const containerSecurity = {
  runAsNonRoot: true,
  readOnlyRootFilesystem: true,
  allowPrivilegeEscalation: false,
  capabilities: { drop: ['ALL'] },
  seccompProfile: { type: 'RuntimeDefault' as const },
};
