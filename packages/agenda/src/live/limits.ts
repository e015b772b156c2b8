/** The most one `addTime` may add or remove, and the longest recall, in minutes (DESIGN §9). */
export const ADD_TIME_LIMIT_MINUTES = 60;
