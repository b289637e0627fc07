"""A few seconds of the soak test: it runs every kind of work on every thread, samples at each
interval, and judges the samples (a short run's bounds are loose: caches still fill up)."""

import json

from tensorflow_lite_core.python.soak import soak


def test_a_short_soak_runs_samples_and_judges(capsys):
  status = soak.main(["--duration_seconds=5", "--sample_seconds=1", "--warmup_seconds=2",
                      "--threads=4", "--max_rss_growth_mib=512"])
  out = capsys.readouterr().out
  samples = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
  assert status == 0, out
  assert len(samples) >= 5
  assert [sample["seconds"] for sample in samples] == sorted(sample["seconds"]
                                                            for sample in samples)
  assert samples[0]["seconds"] < 1 and samples[-1]["seconds"] >= 5
  assert all(sample["rss_kib"] > 0 and sample["fds"] > 0 for sample in samples)
  assert samples[-1]["rounds"] >= 4


def test_judge_names_growth_past_the_bounds():
  samples = [{"seconds": 0, "rss_kib": 1000, "fds": 9, "rounds": 0},
             {"seconds": 10, "rss_kib": 50000, "fds": 10, "rounds": 5},
             {"seconds": 20, "rss_kib": 51000, "fds": 10, "rounds": 9},
             {"seconds": 30, "rss_kib": 50000 + 40 * 1024, "fds": 12, "rounds": 14}]
  # The first sample is in the warm-up; the second is the baseline.
  assert soak.judge(samples[:3], 10, 32, 0) == []
  problems = soak.judge(samples, 10, 32, 0)
  assert len(problems) == 2
  assert "resident memory grew 40.0 MiB since 10 s (bound 32 MiB)" in problems[0]
  assert "12 descriptors are open, 10 were at 10 s" in problems[1]
  assert soak.judge(samples[:2], 10, 32, 0) == [
      "only 1 samples after the 10 s warm-up; need 2"]


def test_the_figures_come_from_this_process():
  assert soak.resident_kib() > 1024
  assert soak.open_descriptors() >= 3
