/** The periods My Data covers, in days (or all time): the endpoint's input and the screen's switch. */
export const MY_DATA_PERIODS = ['30', '90', '180', '365', 'all'] as const;
export type MyDataPeriod = (typeof MY_DATA_PERIODS)[number];
