-- wrk script: GET /api/v1/search/suggestions for each query of a file in turn (one query per line, UTF-8).
-- Usage: wrk ... -s Benchmarks/search/suggestions.lua URL -- Benchmarks/search/plain.txt
local targets = {}
local counter = 0

local function encode(text)
  return (text:gsub("[^%w%-_%.~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

function init(args)
  for line in io.lines(args[1]) do
    if #line > 0 then table.insert(targets, "/api/v1/search/suggestions?query=" .. encode(line)) end
  end
end

function request()
  counter = counter + 1
  return wrk.format("GET", targets[(counter % #targets) + 1])
end
