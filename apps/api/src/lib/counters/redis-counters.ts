import type { Redis } from 'ioredis';
import type { Count, Counters } from './counters.js';

// Each step is one script, so concurrent instances never see half an update.
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;
const DECR = `
if redis.call('EXISTS', KEYS[1]) == 1 and redis.call('DECR', KEYS[1]) < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') end
return 0`;

const pair = (reply: unknown): Count => {
  const [current, ttlMs] = reply as [number, number];
  return { current: Number(current), ttlMs: Number(ttlMs) };
};

/** Counters in Redis, shared by every instance using the same server and REDIS_KEY_PREFIX. */
export function redisCounters(redis: Redis): Counters {
  return {
    incr: async (key, windowMs) => pair(await redis.eval(INCR, 1, `counter:${key}`, windowMs)),
    read: async (key) => pair(await redis.eval(READ, 1, `counter:${key}`)),
    decr: async (key) => void (await redis.eval(DECR, 1, `counter:${key}`)),
  };
}
