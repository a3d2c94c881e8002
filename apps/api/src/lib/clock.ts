/**
 * The time source of everything that expires server-side (one-time codes, step cookies, Google
 * handoffs). buildApp takes it as an option so tests can move time forward instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; see BuildOptions.now. */
    now: Clock;
  }
}
