from __future__ import annotations

import subprocess
from collections.abc import Callable

import pytest
from judge_helpers import semnet_cli


@pytest.fixture
def cli() -> Callable[..., subprocess.CompletedProcess[str]]:
    return semnet_cli
