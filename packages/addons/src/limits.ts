/** Product limits, enforced by the API and shown by the apps. */
export const LIMITS = Object.freeze({
  /** Indicators per chart without the Advanced Charting add-on. */
  freeIndicatorsPerChart: 3,
  /** Indicators per chart with the Advanced Charting add-on. */
  indicatorsPerChartWithAddon: 10,
  /** Active or paused price alerts per account without the Price Alerts add-on. */
  freeAlertsPerAccount: 5,
  /** Active or paused price alerts per account with the Price Alerts add-on. */
  alertsPerAccountWithAddon: 100,
  /** Paid price satellite bots per community (the two default symbols are free on top). */
  paidSatellitesPerCommunity: 10,
  /** Scheduled posts per community. */
  scheduledPostsPerCommunity: 100,
  /** Shortest and longest period of a scheduled post, in minutes. */
  scheduledPostPeriodMinutes: { min: 5, max: 1440 },
  /** TradingView layouts per community. */
  layoutsPerCommunity: 25,
  /** Webhook relays per community (free: no add-on gates relays). */
  relaysPerCommunity: 25,
  /** Messages a minute one relay accepts; more are refused with 429 and `Retry-After`. */
  relayMessagesPerMinute: 30,
  /** Exchange credentials and personal API tokens per account. */
  exchangeCredentialsPerAccount: 10,
  apiTokensPerAccount: 10,
});
