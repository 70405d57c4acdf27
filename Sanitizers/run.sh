#!/usr/bin/env bash
# The test suite under each sanitizer in SANITIZERS (address, thread; default both), each built in its own build path
# (.build/asan, .build/tsan) so it never disturbs the debug build. SANITIZE_FILTER narrows the tests (swift test
# --filter). Each sanitizer's reports are written to .build/<name>/reports/ and counted; a report or a failing test
# fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SANITIZERS=${SANITIZERS:-address thread}
FILTER=${SANITIZE_FILTER:-}
ROOT=$(pwd)

# NB: the Swift runtime's backtracer would catch the sanitizer's abort and print a second, longer trace.
export SWIFT_BACKTRACE=enable=no
failed=0
for sanitizer in $SANITIZERS; do
  case $sanitizer in
    address) build=.build/asan ;;
    thread) build=.build/tsan ;;
    *) echo "sanitize: unknown sanitizer $sanitizer (address or thread)" >&2; exit 2 ;;
  esac
  reports=$build/reports
  rm -rf "$reports" && mkdir -p "$reports"
  # NB: LeakSanitizer is off: the runtime's and Foundation's caches live until exit by design and would bury
  # anything real; ASan checks every access of the suite. TSan's suppressions are in Sanitizers/tsan.supp, each with
  # its reason.
  export ASAN_OPTIONS="detect_leaks=0:log_path=$ROOT/$reports/asan:log_exe_name=1"
  export TSAN_OPTIONS="suppressions=$ROOT/Sanitizers/tsan.supp:log_path=$ROOT/$reports/tsan:halt_on_error=0:second_deadlock_stack=1"
  echo "sanitize: building the tests with $sanitizer sanitizer in $build"
  if ! nice -n 10 "$SWIFT" build --build-tests --sanitize "$sanitizer" --build-path "$build" >"$build/build.log" 2>&1
  then
    grep -v "Cannot export local symbol" "$build/build.log" | grep -E "error|warning: " | head -20 >&2
    echo "sanitize: the $sanitizer build failed (log: $build/build.log)" >&2
    exit 1
  fi
  started=$(date +%s)
  if [ -n "$FILTER" ]; then
    nice -n 10 "$SWIFT" test --skip-build --sanitize "$sanitizer" --build-path "$build" --filter "$FILTER" \
      >"$build/test.log" 2>&1
  else
    nice -n 10 "$SWIFT" test --skip-build --sanitize "$sanitizer" --build-path "$build" >"$build/test.log" 2>&1
  fi
  status=$?
  if [ "$sanitizer" = thread ]; then
    # NB: a report whose two accesses both begin in `Mutex.withLock` bodies is the futex ThreadSanitizer cannot see
    # (Sanitizers/tsan-reports.awk says why); it is counted and listed, and only the others fail the run.
    kinds=$(cat "$reports"/* 2>/dev/null | awk -f Sanitizers/tsan-reports.awk)
    ordered=$(printf '%s\n' "$kinds" | grep -c "^mutex " || true)
    count=$(printf '%s\n' "$kinds" | grep -c "^race " || true)
    echo "sanitize: thread: $ordered reports of state ordered by a Mutex (not races):"
    printf '%s\n' "$kinds" | grep "^mutex " | sed 's/^mutex /  /' | sed 's/ in \$.*//' | sort | uniq -c
  else
    count=$(cat "$reports"/* 2>/dev/null | grep -c "^==[0-9]*==ERROR: AddressSanitizer" || true)
  fi
  echo "sanitize: $sanitizer: swift test exit $status in $(($(date +%s) - started)) s, $count reports in $reports" \
    "(log: $build/test.log)"
  tail -3 "$build/test.log"
  if [ "$status" != 0 ] || [ "$count" != 0 ]; then
    failed=1
    [ "$sanitizer" = thread ] && printf '%s\n' "$kinds" | grep "^race " | head -40
    cat "$reports"/* 2>/dev/null | grep -A12 "ERROR: AddressSanitizer" | head -80
  fi
done
exit $failed
