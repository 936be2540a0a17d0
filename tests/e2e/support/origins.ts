/** The two origins globalSetup started: the Canopy host and the demo partner site. */
export function origins(): { host: string; demo: string } {
  const host = process.env.CANOPY_HOST_ORIGIN;
  const demo = process.env.CANOPY_DEMO_ORIGIN;
  if (!host || !demo) throw new Error('CANOPY_HOST_ORIGIN / CANOPY_DEMO_ORIGIN unset: run through tests/playwright.config.ts');
  return { host, demo };
}
