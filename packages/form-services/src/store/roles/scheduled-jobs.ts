/** Jobs done once a day across every server sharing a store (the digest). */
export interface ScheduledJobs {
  /**
   * Whether this server should do a once-a-day job (`digest`) for `day` (`YYYY-MM-DD`): `true`
   * for the first to ask, across every server sharing the store, and `false` after, restarts
   * included.
   */
  readonly claimDailyJob: (job: string, day: string) => Promise<boolean>;
}
