export const leads = {} as const;
