// Loaded with `node --import` before the server and the sso:link script in the journeys: moves
// this process's clock by E2E_CLOCK_OFFSET_MS (see e2e/clock.ts), so the server seeds and
// judges time on the journeys' clock. Only "now" moves (new Date(), Date.now()); dates built
// from a value are untouched.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS);
if (!Number.isFinite(offset)) throw new Error('E2E_CLOCK_OFFSET_MS is not set: start this through playwright.config.ts');

const RealDate = globalThis.Date;
globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return args.length === 0 ? Reflect.construct(target, [RealDate.now() + offset], newTarget) : Reflect.construct(target, args, newTarget);
  },
  apply() {
    return new RealDate(RealDate.now() + offset).toString();
  },
  get(target, property, receiver) {
    if (property === 'now') return () => RealDate.now() + offset;
    return Reflect.get(target, property, receiver);
  },
});
