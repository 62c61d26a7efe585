import { defineRedisScript } from './runRedisScript.ts'

// The Redis side of createRedisRelayStore: each change of shared state is one Lua script, so it is atomic
// whatever the other relays do at the same moment. Keys (P is the key prefix, `appkit-relay:` by default):
//
//   P m:<key>          hash: a message (topic, message, tag, publishedAt, expiresAt, publisherId,
//                      publisherIp, bytes) and its delivery marks `d:<clientId>` ('a': acknowledged or
//                      fetched; a number: sent, unacknowledged, claimable again after that time)
//   P t:<topic>        sorted set: the topic's message keys in publish order (score: P seq)
//   P o:<publisherId>  sorted set: the publisher's message keys in publish order
//   P e                sorted set: every message key by expiresAt (what the sweep reads)
//   P uc:<clientId>, P ui:<ip>, P ua
//                      hashes {n, b}: messages and bytes stored by a client id, an IP address, everyone
//   P seq              the publish counter
//   P sc:<clientId>, P si:<ip>, P cc:<clientId>
//                      hashes {relay instance id: count}: subscriptions of a client id and of an IP address,
//                      connections of a client id; only instances alive in P instances count
//   P instances        sorted set: relay instance id → the time its lease ends (renewed every few seconds)
//   P r:<clientId>     hash {tokens, at}: the client id's request bucket
//
// Every key has a TTL: a message's keys live until its expiry plus a grace period (the sweep of any relay
// normally removes it on time), counters as long as what they count, instance counts for one lease.
// Times are the relay's clock in milliseconds (ARGV), so TTLs are relative and a test can drive the clock.
// The scripts name keys they build from the prefix, which a single Redis server (or a primary with replicas)
// allows and Redis Cluster does not.

/** `extend(key, ms)`: the key lives at least `ms` more (a TTL is never shortened). */
const extendLua = `
local function extend(key, ms)
  if redis.call('PTTL', key) < ms then redis.call('PEXPIRE', key, ms) end
end
`

const messagesLua = `
local P = ARGV[1]
${extendLua}
local function unaccount(key, bytes)
  if redis.call('EXISTS', key) == 0 then return end
  local n = redis.call('HINCRBY', key, 'n', -1)
  redis.call('HINCRBY', key, 'b', -bytes)
  if n <= 0 then redis.call('DEL', key) end
end

local function removeMessage(key)
  local mk = P .. 'm:' .. key
  local f = redis.call('HMGET', mk, 'topic', 'publisherId', 'publisherIp', 'bytes')
  redis.call('ZREM', P .. 'e', key)
  if not f[1] then return end
  redis.call('DEL', mk)
  redis.call('ZREM', P .. 't:' .. f[1], key)
  redis.call('ZREM', P .. 'o:' .. f[2], key)
  local bytes = tonumber(f[4]) or 0
  unaccount(P .. 'uc:' .. f[2], bytes)
  unaccount(P .. 'ui:' .. f[3], bytes)
  unaccount(P .. 'ua', bytes)
end

-- The live message keys of a topic's or a publisher's sorted set, oldest first; expired ones are removed.
local function liveMessages(zkey, now)
  local live = {}
  for _, key in ipairs(redis.call('ZRANGE', zkey, 0, -1)) do
    local expiresAt = tonumber(redis.call('HGET', P .. 'm:' .. key, 'expiresAt'))
    if not expiresAt then
      redis.call('ZREM', zkey, key)
      redis.call('ZREM', P .. 'e', key)
    elseif expiresAt <= now then
      removeMessage(key)
    else
      live[#live + 1] = key
    end
  end
  return live
end

-- A delivery mark that lets the message be sent: none, or a claim whose time is up.
local function claimable(mark, now)
  return not mark or (mark ~= 'a' and tonumber(mark) <= now)
end
`

/** ARGV: prefix, key, topic, message, tag, publisherId, publisherIp, now, ttlMs, bytes, graceMs, then the
 * limits maxMessagesPerTopic, maxStoredMessagesPerClient, maxStoredBytesPerClient, maxStoredMessagesPerIp,
 * maxStoredBytesPerIp, maxStoredMessages, maxStoredBytes. Returns {0 (stored) or 1 (duplicate),
 * publishedAt, tag, publisherId, messages stored in all}, or {-1, the limit's name}. */
const addMessageScript = defineRedisScript(`${messagesLua}
local key, topic, message, tag = ARGV[2], ARGV[3], ARGV[4], ARGV[5]
local publisherId, publisherIp = ARGV[6], ARGV[7]
local now, ttl, bytes, grace = tonumber(ARGV[8]), tonumber(ARGV[9]), tonumber(ARGV[10]), tonumber(ARGV[11])
local limit = {
  maxMessagesPerTopic = tonumber(ARGV[12]), maxStoredMessagesPerClient = tonumber(ARGV[13]),
  maxStoredBytesPerClient = tonumber(ARGV[14]), maxStoredMessagesPerIp = tonumber(ARGV[15]),
  maxStoredBytesPerIp = tonumber(ARGV[16]), maxStoredMessages = tonumber(ARGV[17]),
  maxStoredBytes = tonumber(ARGV[18]),
}
local mk = P .. 'm:' .. key
local topicKey, ownKey = P .. 't:' .. topic, P .. 'o:' .. publisherId
local clientKey, ipKey, allKey = P .. 'uc:' .. publisherId, P .. 'ui:' .. publisherIp, P .. 'ua'

local existing = redis.call('HMGET', mk, 'expiresAt', 'publishedAt', 'tag', 'publisherId', 'publisherIp')
if existing[1] then
  local expiresAt = tonumber(existing[1])
  if expiresAt > now then
    -- A live identical message: stored once, its TTL extended.
    local newExpiresAt = math.max(expiresAt, now + ttl)
    redis.call('HSET', mk, 'expiresAt', newExpiresAt)
    redis.call('ZADD', P .. 'e', newExpiresAt, key)
    local keep = newExpiresAt - now + grace
    for _, k in ipairs({ mk, topicKey, P .. 'o:' .. existing[4], P .. 'uc:' .. existing[4],
        P .. 'ui:' .. existing[5], allKey, P .. 'e', P .. 'seq' }) do
      extend(k, keep)
    end
    return { 1, existing[2], existing[3], existing[4], tonumber(redis.call('HGET', allKey, 'n')) or 0 }
  end
  removeMessage(key)
end

local function usage(k)
  local f = redis.call('HMGET', k, 'n', 'b')
  return tonumber(f[1]) or 0, tonumber(f[2]) or 0
end
local topicN, clientN, clientB, ipN, ipB, allN, allB
local function count()
  topicN = redis.call('ZCARD', topicKey)
  clientN, clientB = usage(clientKey)
  ipN, ipB = usage(ipKey)
  allN, allB = usage(allKey)
end

-- The publisher's own oldest messages make room, as in createMessageStore: a full topic only with its own
-- messages on that topic; when its own are not enough, nothing changes and the limit is named.
local own = {}
local details = {}
local function detail(i)
  if not details[i] then
    local f = redis.call('HMGET', P .. 'm:' .. own[i], 'topic', 'publisherIp', 'bytes')
    details[i] = { topic = f[1], ip = f[2], bytes = tonumber(f[3]) or 0 }
  end
  return details[i]
end
local freed = { n = 0, b = 0, topic = 0, ipN = 0, ipB = 0 }
local function overBudget()
  if topicN - freed.topic + 1 > limit.maxMessagesPerTopic then return 'maxMessagesPerTopic' end
  if clientN - freed.n + 1 > limit.maxStoredMessagesPerClient then return 'maxStoredMessagesPerClient' end
  if clientB - freed.b + bytes > limit.maxStoredBytesPerClient then return 'maxStoredBytesPerClient' end
  if ipN - freed.ipN + 1 > limit.maxStoredMessagesPerIp then return 'maxStoredMessagesPerIp' end
  if ipB - freed.ipB + bytes > limit.maxStoredBytesPerIp then return 'maxStoredBytesPerIp' end
  if allN - freed.n + 1 > limit.maxStoredMessages then return 'maxStoredMessages' end
  if allB - freed.b + bytes > limit.maxStoredBytes then return 'maxStoredBytes' end
  return nil
end
-- Usually every budget has room and nothing is read beyond the counters; otherwise the expired messages of the
-- topic and of the publisher go first (they may be all the room needed), then its own oldest live ones.
count()
if overBudget() then
  liveMessages(topicKey, now)
  own = liveMessages(ownKey, now)
  count()
end
local chosen = {}
local anyIndex, topicIndex = 1, 1
local problem = overBudget()
while problem do
  local pick
  if problem == 'maxMessagesPerTopic' then
    while topicIndex <= #own and (chosen[topicIndex] or detail(topicIndex).topic ~= topic) do
      topicIndex = topicIndex + 1
    end
    pick = topicIndex
  else
    while anyIndex <= #own and chosen[anyIndex] do anyIndex = anyIndex + 1 end
    pick = anyIndex
  end
  if pick > #own then return { -1, problem } end
  chosen[pick] = true
  local d = detail(pick)
  freed.n = freed.n + 1
  freed.b = freed.b + d.bytes
  if d.topic == topic then freed.topic = freed.topic + 1 end
  if d.ip == publisherIp then
    freed.ipN = freed.ipN + 1
    freed.ipB = freed.ipB + d.bytes
  end
  problem = overBudget()
end
for i in pairs(chosen) do removeMessage(own[i]) end

local seq = redis.call('INCR', P .. 'seq')
local expiresAt = now + ttl
local keep = ttl + grace
redis.call('HSET', mk, 'topic', topic, 'message', message, 'tag', tag, 'publishedAt', now,
  'expiresAt', expiresAt, 'publisherId', publisherId, 'publisherIp', publisherIp, 'bytes', bytes)
redis.call('PEXPIRE', mk, keep)
redis.call('ZADD', topicKey, seq, key)
redis.call('ZADD', ownKey, seq, key)
redis.call('ZADD', P .. 'e', expiresAt, key)
for _, k in ipairs({ clientKey, ipKey, allKey }) do
  redis.call('HINCRBY', k, 'n', 1)
  redis.call('HINCRBY', k, 'b', bytes)
end
for _, k in ipairs({ topicKey, ownKey, P .. 'e', P .. 'seq', clientKey, ipKey, allKey }) do extend(k, keep) end
return { 0, now, tag, publisherId, allN - freed.n + 1 }
`)

/** ARGV: prefix, topic, clientId, limit, now, mark ('a', or the time the claim may be taken again). Returns
 * {hasMore (0 or 1), then key, message, tag, publishedAt, publisherId for each claimed message}. */
const claimPendingScript = defineRedisScript(`${messagesLua}
local topic, clientId, limit, now, mark = ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6]
local field = 'd:' .. clientId
local out = { 0 }
local count = 0
for _, key in ipairs(liveMessages(P .. 't:' .. topic, now)) do
  local mk = P .. 'm:' .. key
  local f = redis.call('HMGET', mk, 'publisherId', field)
  if f[1] ~= clientId and claimable(f[2], now) then
    if count >= limit then
      out[1] = 1
      break
    end
    redis.call('HSET', mk, field, mark)
    local m = redis.call('HMGET', mk, 'message', 'tag', 'publishedAt')
    for _, value in ipairs({ key, m[1], m[2], m[3], f[1] }) do out[#out + 1] = value end
    count = count + 1
  end
end
return out
`)

/** ARGV: prefix, key, clientId, now, mark. Returns 1 when the message is now claimed for the client. */
const claimScript = defineRedisScript(`${messagesLua}
local mk, clientId, now = P .. 'm:' .. ARGV[2], ARGV[3], tonumber(ARGV[4])
local f = redis.call('HMGET', mk, 'expiresAt', 'publisherId', 'd:' .. clientId)
if not f[1] or tonumber(f[1]) <= now or f[2] == clientId or not claimable(f[3], now) then return 0 end
redis.call('HSET', mk, 'd:' .. clientId, ARGV[5])
return 1
`)

/** KEYS: the message hash. ARGV: clientId. Marks a claimed delivery acknowledged (a gone message stays gone). */
const acknowledgeScript = defineRedisScript(`
local field = 'd:' .. ARGV[1]
if redis.call('HEXISTS', KEYS[1], field) == 1 then redis.call('HSET', KEYS[1], field, 'a') end
return 0
`)

/** ARGV: prefix, now, most. Removes up to `most` expired messages; returns {removed, messages, bytes left}. */
const sweepScript = defineRedisScript(`${messagesLua}
local expired = redis.call('ZRANGEBYSCORE', P .. 'e', '-inf', ARGV[2], 'LIMIT', 0, tonumber(ARGV[3]))
for _, key in ipairs(expired) do removeMessage(key) end
local all = redis.call('HMGET', P .. 'ua', 'n', 'b')
return { #expired, tonumber(all[1]) or 0, tonumber(all[2]) or 0 }
`)

/** KEYS: P instances, then counters. ARGV: instance id, now, leaseMs, amount, then each counter's limit.
 * Adds `amount` to every counter, or to none: returns 0, or the 1-based index of the first counter whose
 * live total (instances whose lease has not ended) would pass its limit. */
const reserveScript = defineRedisScript(`${extendLua}
local instance, now, lease, amount = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZADD', KEYS[1], 'GT', now + lease, instance)
extend(KEYS[1], lease)
local function liveTotal(key)
  local fields = redis.call('HGETALL', key)
  local total = 0
  for i = 1, #fields, 2 do
    local leaseEnd = tonumber(redis.call('ZSCORE', KEYS[1], fields[i]))
    if leaseEnd and leaseEnd > now then
      total = total + tonumber(fields[i + 1])
    else
      redis.call('HDEL', key, fields[i])
    end
  end
  return total
end
for i = 2, #KEYS do
  if liveTotal(KEYS[i]) + amount > tonumber(ARGV[3 + i]) then return i - 1 end
end
for i = 2, #KEYS do
  redis.call('HINCRBY', KEYS[i], instance, amount)
  extend(KEYS[i], lease)
end
return 0
`)

/** KEYS: counters. ARGV: instance id, amount. Takes `amount` off this instance's share of each counter. */
const releaseScript = defineRedisScript(`
for i = 1, #KEYS do
  if redis.call('HEXISTS', KEYS[i], ARGV[1]) == 1 then
    if redis.call('HINCRBY', KEYS[i], ARGV[1], -tonumber(ARGV[2])) <= 0 then redis.call('HDEL', KEYS[i], ARGV[1]) end
  end
end
return 0
`)

/** KEYS: the client's bucket. ARGV: now, tokens per second, capacity. Returns 1 when a token was taken. */
const takeRequestScript = defineRedisScript(`
local now, rate, capacity = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local f = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(f[1]) or capacity
local at = tonumber(f[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) / 1000 * rate)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tokens, 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate * 1000) + 1000)
return taken
`)

/** The Lua scripts of createRedisRelayStore, one per change of shared state. */
export const redisRelayScripts = Object.freeze({
  addMessage: addMessageScript,
  claimPending: claimPendingScript,
  claim: claimScript,
  acknowledge: acknowledgeScript,
  sweep: sweepScript,
  reserve: reserveScript,
  release: releaseScript,
  takeRequest: takeRequestScript,
})
