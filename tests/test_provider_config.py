"""The provider's identity and the evidence artifact as a broken or hostile environment presents
them: credentials in the endpoint URL never become the provider's name (which the audit and the
artifact store), and an artifact path that cannot be read keeps the worker deterministic."""

from __future__ import annotations

from pathlib import Path

import pytest

from memform.extract import DeterministicExtractor
from memform.extract.activation import ActivationRefused, select_extractor
from memform.extract.provider import ProviderConfig


@pytest.mark.parametrize(("base_url", "name"), [
    ("https://api.example.com/v1", "api.example.com"),
    ("http://127.0.0.1:8080", "127.0.0.1:8080"),
    ("https://user:s3cret@api.example.com/v1", "api.example.com"),
    ("https://s3cret@api.example.com:8443/v1", "api.example.com:8443"),
    ("https://API.Example.com/v1", "api.example.com"),
])
def test_the_provider_name_is_the_host_and_port_never_the_credentials(base_url: str, name: str) -> None:
    assert ProviderConfig(base_url=base_url, model="m").provider_name == name


@pytest.mark.parametrize(("base_url", "endpoint"), [
    ("https://api.example.com/v1/", "https://api.example.com/v1"),
    ("https://user:s3cret@api.example.com:8443/v1?key=s3cret", "https://api.example.com:8443/v1"),
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
])
def test_the_endpoint_keeps_scheme_and_path_never_the_credentials(base_url: str, endpoint: str) -> None:
    assert ProviderConfig(base_url=base_url, model="m").endpoint == endpoint


@pytest.mark.parametrize(("one", "other"), [
    ("https://api.example.com/v1", "https://api.example.com:443/v1"),
    ("HTTPS://API.example.com:443/v1/", "https://api.example.com/v1"),
    ("http://127.0.0.1:80", "http://127.0.0.1"),
    ("http://[::1]:80/v1", "http://[::1]/v1"),
])
def test_an_explicit_default_port_is_the_same_endpoint(one: str, other: str) -> None:
    assert ProviderConfig(base_url=one, model="m").endpoint == ProviderConfig(base_url=other, model="m").endpoint


@pytest.mark.parametrize(("one", "other"), [
    ("https://api.example.com/v1", "https://api.example.com:80/v1"),
    ("http://api.example.com/v1", "http://api.example.com:443/v1"),
    ("http://[::1]:8080/v1", "http://[::1]/v1"),
])
def test_another_port_is_another_endpoint(one: str, other: str) -> None:
    assert ProviderConfig(base_url=one, model="m").endpoint != ProviderConfig(base_url=other, model="m").endpoint


@pytest.mark.parametrize("base_url", ["api.example.com/v1", "https://api.example.com:99999/v1", "https://[::1/v1"])
def test_a_malformed_endpoint_names_no_scheme_or_path_it_does_not_have(base_url: str) -> None:
    endpoint = ProviderConfig(base_url=base_url, model="m").endpoint
    assert "://" not in endpoint and "api.example.comapi" not in endpoint, endpoint


def test_an_artifact_proven_over_https_does_not_activate_over_http_or_another_path(tmp_path: Path) -> None:
    from memform.extract.activation import binding

    proven = binding(ProviderConfig(base_url="https://api.example.com/v1", model="m"))
    for other in ("http://api.example.com/v1", "https://api.example.com/other/v1"):
        assert binding(ProviderConfig(base_url=other, model="m"))["provider"] != proven["provider"], other


def test_an_artifact_path_that_is_a_directory_keeps_the_worker_deterministic(tmp_path: Path) -> None:
    config = ProviderConfig(base_url="http://127.0.0.1:9", model="local")
    extractor, selection = select_extractor("auto", config, tmp_path)
    assert isinstance(extractor, DeterministicExtractor) and selection["reason"] == "invalid_artifact"
    with pytest.raises(ActivationRefused):
        select_extractor("required", config, tmp_path)


@pytest.mark.parametrize("content", [b"\xff\xfe not utf-8", b"[" * 200_000 + b"]" * 200_000, b"[]", b"null"])
def test_an_unreadable_artifact_keeps_the_worker_deterministic(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "provider-evidence.json"
    path.write_bytes(content)
    extractor, selection = select_extractor("auto", ProviderConfig(base_url="http://127.0.0.1:9", model="local"), path)
    assert isinstance(extractor, DeterministicExtractor) and selection["reason"] == "invalid_artifact"
