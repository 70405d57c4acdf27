# Sorts ThreadSanitizer's reports (Sanitizers/run.sh) into two kinds and prints a line per report:
#   "mutex <summary>": both accesses begin in the body of a `Mutex.withLock` (a closure taking `inout sending`
#     state, mangled `…zYuYTXEfU_`, `…zYuYTXEfU0_` for a second closure). A Mutex's state is reachable only through its own `withLock`, and on Linux the
#     lock is a futex that ThreadSanitizer does not see (Sanitizers/tsan.supp says more), so the two accesses were
#     ordered by the lock: a false report.
#   "race <summary>": anything else, including a locked access racing an unlocked one; these fail the run.
function finish() {
  if (!open) return
  kind = (first && second) ? "mutex" : "race"
  print kind " " summary
  open = 0
}
/^WARNING: ThreadSanitizer/ { finish(); open = 1; section = 0; first = 0; second = 0; summary = $0; next }
/^  [A-Z]/ {
  # A section: the access, the previous access, then locations and threads.
  if ($0 ~ /^  (Read|Write|Atomic|Modifying access|Read access)/) section = 1
  else if ($0 ~ /^  Previous /) section = 2
  else section = 0
  frame0 = 1
  next
}
/^    #0 / {
  if (section == 1 && $2 ~ /zYuYTXEfU[0-9]*_/) first = 1
  if (section == 2 && $2 ~ /zYuYTXEfU[0-9]*_/) second = 1
  next
}
/^SUMMARY: ThreadSanitizer/ { summary = $0; sub(/^SUMMARY: ThreadSanitizer: /, "", summary); finish(); next }
END { finish() }
