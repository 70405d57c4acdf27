#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Sources) with the fuzzer and AddressSanitizer in .build/fuzz and runs each for
# FUZZ_SECONDS over its checked-in corpus (Fuzz/Corpus/<Target>). A crash, a trap or a broken invariant fails the
# run; libFuzzer writes the input to .build/fuzz/crashes/<Target>/, to be added to the corpus once fixed.
#
#   Fuzz/run.sh                 every target, FUZZ_SECONDS (default 60) each
#   Fuzz/run.sh FuzzPhones      one target
#   FUZZ_SECONDS=5 FUZZ_SEED=1 Fuzz/run.sh  the short run `make test` does (`make fuzz-smoke`): a fixed seed, so
#                               that a run fails on what the code does, not on which inputs chance picked that day
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
BUILD=.build/fuzz
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(FuzzBarcodes FuzzBodies FuzzPhones FuzzPriceList FuzzRoutes FuzzYML)

# NB: MEOWLS_FUZZ=1 is what adds the fuzz targets to Package.swift; -sanitize=fuzzer instruments every module for
# coverage and links libFuzzer (compiler-rt, shipped with the toolchain).
export MEOWLS_FUZZ=1
for target in "${TARGETS[@]}"; do
  mkdir -p "$BUILD"
  if ! nice -n 10 "$SWIFT" build --build-path "$BUILD" --product "$target" -Xswiftc -sanitize=fuzzer,address \
    >"$BUILD/build-$target.log" 2>&1; then
    grep -v "Cannot export local symbol" "$BUILD/build-$target.log" | grep -E "error|warning: " | head -20 >&2
    echo "fuzz: $target did not build (log: $BUILD/build-$target.log)" >&2
    exit 1
  fi
done

# NB: the Swift runtime's backtracer would catch a trap before libFuzzer does and print instead of saving the input.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
# NB: each target runs on one core, so as many run at once as there are cores (FUZZ_JOBS); their lines are printed in
# the targets' order once all have finished.
run_target() {
  local target=$1
  local corpus=Fuzz/Corpus/$target
  local work=$BUILD/corpus/$target
  local crashes=$BUILD/crashes/$target
  mkdir -p "$work" "$crashes"
  local log=$BUILD/$target.log
  # NB: new inputs go to the scratch corpus in .build (the checked-in one stays small and reviewed); -rss_limit_mb
  # and -timeout turn a runaway input into a finding instead of a stuck run; -print_funcs=0 spares symbolising every
  # newly covered function.
  if nice -n 10 "$BUILD/debug/$target" "$work" "$corpus" -max_total_time="$SECONDS_EACH" -timeout=10 \
    -rss_limit_mb=2048 -max_len=65536 -print_funcs=0 -print_final_stats=1 -artifact_prefix="$crashes/" \
    ${FUZZ_SEED:+-seed="$FUZZ_SEED"} >"$log" 2>&1; then
    local runs rate
    runs=$(grep -m1 "stat::number_of_executed_units" "$log" | awk '{print $2}')
    rate=$(grep -m1 "stat::average_exec_per_sec" "$log" | awk '{print $2}')
    echo "fuzz: $target ok: $runs inputs in ${SECONDS_EACH}s ($rate/s), corpus $(ls "$corpus" | wc -l) seeds"
  else
    echo "fuzz: $target FAILED; the input is in $crashes/, the log in $log:"
    grep -E "Fatal error|ERROR|SUMMARY|Test unit written" "$log" | head -20
    return 1
  fi
}

JOBS=${FUZZ_JOBS:-$(nproc)}
pids=()
for target in "${TARGETS[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
  run_target "$target" >"$BUILD/$target.summary" 2>&1 &
  pids+=($!)
done
failed=0
for index in "${!TARGETS[@]}"; do
  if wait "${pids[$index]}"; then
    cat "$BUILD/${TARGETS[$index]}.summary"
  else
    failed=1
    cat "$BUILD/${TARGETS[$index]}.summary" >&2
  fi
done
exit $failed
