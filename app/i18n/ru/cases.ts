export const cases = {} as const;
