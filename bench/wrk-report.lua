-- wrk's script for bench/load.mjs: counts the answers by status and prints the run as one line of
-- JSON, with the CPU time wrk itself used (its ceiling: a client near a whole core is the limit).
-- With BENCH_UNIQUE set, every request gets a query string of its own (the path, then
-- BENCH_UNIQUE, the thread and a count), so no answer can be reused.

local unique = os.getenv("BENCH_UNIQUE")
local threads = {}
statuses = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end

if unique then
  local count = 0
  function request()
    count = count + 1
    return wrk.format(nil, wrk.path .. unique .. id .. "-" .. count)
  end
end

function response(status)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency)
  local counts = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      counts[status] = (counts[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(counts) do
    parts[#parts + 1] = string.format('"%d":%d', status, count)
  end
  -- The latency at every percent, every tenth of a percent past 99, and the longest: enough to merge
  -- the percentiles of several runs.
  local quantiles = {}
  if summary.requests > 0 then
    local points = {}
    for p = 1, 99 do points[#points + 1] = p end
    for p = 99.1, 99.95, 0.1 do points[#points + 1] = p end
    points[#points + 1] = 99.99
    for _, p in ipairs(points) do
      quantiles[#quantiles + 1] = string.format("[%g,%d]", p, latency:percentile(p))
    end
    quantiles[#quantiles + 1] = string.format("[100,%d]", latency.max)
  end
  local e = summary.errors
  io.write(string.format(
    '\n{"durationUs":%d,"requests":%d,"bytes":%d,"cpuSeconds":%.4f,' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
      '"statuses":{%s},"latencyUs":[%s]}\n',
    summary.duration, summary.requests, summary.bytes, os.clock(),
    e.connect, e.read, e.write, e.status, e.timeout,
    table.concat(parts, ","), table.concat(quantiles, ",")))
end
