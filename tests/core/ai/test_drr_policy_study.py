"""The policy study behind the DRR strength figures runs and plays its variants legally."""
import pytest
from tool_modules import load_tool


@pytest.fixture(scope="module")
def study():
    return load_tool("drr_policy_study")


@pytest.mark.parametrize("variant", ["greedy", "roll_all", "join_by_plan", "wait_for_group", "block_joiners",
                                     "extra_round_odds", "lookahead"])
def test_every_variant_finishes_a_stage_race(study, variant):
    # apply() checks every action, so a variant proposing an illegal move fails here
    assert study.play(variant, 3, 7) in (0.0, 0.5, 1 / 3, 1.0)


def test_games_needed(study):
    assert study.games_needed(0.25, 0.25) == float("inf")
    assert study.games_needed(0.32, 0.25) == pytest.approx(171, abs=1)  # 1.96^2 * .32 * .68 / .07^2


def test_report_lines(study, capsys):
    study.main(["--games", "3", "--jobs", "1", "--only", "greedy"])
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("3 stage races per variant, 4 riders")
    assert out[2].startswith("greedy")
