"""The embedded PostgreSQL cluster: a private server under .memform/ on a unix socket.

Postgres refuses to run as root, so when invoked as root every server-side command
runs as the ``postgres`` OS user, which then owns the cluster directory.
"""

from __future__ import annotations

import hashlib
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

DATABASE = "memform"
SUPERUSER = "postgres"
SERVER_OS_USER = "postgres"
DEFAULT_PORT = 5432


class ClusterError(RuntimeError):
    """The embedded cluster could not be created, started or stopped."""


def find_bindir() -> Path:
    """The PostgreSQL server binaries: $MEMFORM_PG_BINDIR, else the newest /usr/lib/postgresql/N/bin."""
    configured = os.environ.get("MEMFORM_PG_BINDIR")
    if configured:
        candidates = [Path(configured)]
    else:
        versions = sorted(
            Path("/usr/lib/postgresql").glob("*/bin"),
            key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
            reverse=True,
        )
        candidates = versions
    for bindir in candidates:
        if (bindir / "postgres").exists() and (bindir / "initdb").exists():
            return bindir
    raise ClusterError(
        "PostgreSQL server binaries not found; install postgresql-15 "
        "(apt-get install postgresql-15) or set MEMFORM_PG_BINDIR"
    )


def _running_as_root() -> bool:
    return os.geteuid() == 0


@dataclass(frozen=True)
class ClusterStatus:
    home: str
    runtime_dir: str
    initialized: bool
    running: bool
    pg_cron: bool
    dsn: str


@dataclass
class EmbeddedCluster:
    home: Path
    port: int = DEFAULT_PORT
    tcp: bool = False
    throwaway: bool = False

    @classmethod
    def default(cls) -> EmbeddedCluster:
        home = Path(os.environ.get("MEMFORM_HOME", ".memform")).resolve()
        tcp_port = os.environ.get("MEMFORM_TCP_PORT")
        if tcp_port:
            return cls(home=home, port=int(tcp_port), tcp=True)
        return cls(home=home)

    @classmethod
    def temporary(cls) -> EmbeddedCluster:
        """A throwaway cluster for tests and benchmarks: durability off, removed by destroy()."""
        home = Path(tempfile.mkdtemp(prefix="memform-"))
        if _running_as_root():
            server = pwd.getpwnam(SERVER_OS_USER)
            os.chown(home, server.pw_uid, server.pw_gid)
        return cls(home=home, throwaway=True)

    # -- locations ---------------------------------------------------------------------

    @property
    def runtime_dir(self) -> Path:
        """Where the data directory and socket live.

        Normally the home itself. A root user's home may be unreachable for the postgres
        user (e.g. under /root); then a stable directory under /var/tmp stands in.
        """
        if not _running_as_root() or self._reachable_by_server(self.home):
            return self.home
        digest = hashlib.sha256(str(self.home).encode()).hexdigest()[:12]
        return Path("/var/tmp") / f"memform-{digest}"

    @property
    def data_dir(self) -> Path:
        return self.runtime_dir / "data"

    @property
    def log_file(self) -> Path:
        return self.runtime_dir / "postgres.log"

    def dsn(self) -> str:
        host = quote(str(self.runtime_dir), safe="/")
        return f"postgresql://{SUPERUSER}@/{DATABASE}?host={host}&port={self.port}"

    # -- lifecycle ---------------------------------------------------------------------

    def is_initialized(self) -> bool:
        return (self.data_dir / "PG_VERSION").exists()

    def is_running(self) -> bool:
        if not self.is_initialized():
            return False
        result = self._server_cmd(["pg_ctl", "-D", str(self.data_dir), "status"], check=False)
        return result.returncode == 0

    def pg_cron_available(self) -> bool:
        result = subprocess.run(
            [str(find_bindir() / "pg_config"), "--pkglibdir"], capture_output=True, text=True, check=False
        )
        return result.returncode == 0 and (Path(result.stdout.strip()) / "pg_cron.so").exists()

    def up(self) -> bool:
        """Create (if needed) and start the cluster and its database. Returns True if it was started."""
        self._prepare_runtime_dir()
        if not self.is_initialized():
            self._initdb()
        self._write_settings()
        started = False
        if not self.is_running():
            self._server_cmd(
                ["pg_ctl", "-D", str(self.data_dir), "-l", str(self.log_file), "-w", "-t", "60", "start"]
            )
            started = True
        self._create_database()
        return started

    def down(self) -> bool:
        """Stop the cluster. Returns True if it was running."""
        if not self.is_running():
            return False
        self._server_cmd(["pg_ctl", "-D", str(self.data_dir), "-m", "fast", "-w", "stop"])
        return True

    def destroy(self) -> None:
        """Stop the cluster and remove every file of it."""
        self.down()
        shutil.rmtree(self.runtime_dir, ignore_errors=True)
        shutil.rmtree(self.home, ignore_errors=True)

    def status(self) -> ClusterStatus:
        return ClusterStatus(
            home=str(self.home),
            runtime_dir=str(self.runtime_dir),
            initialized=self.is_initialized(),
            running=self.is_running(),
            pg_cron=self.pg_cron_available(),
            dsn=self.dsn(),
        )

    # -- internals ---------------------------------------------------------------------

    def _server_cmd(self, argv: list[str], check: bool = True) -> subprocess.CompletedProcess[str]:
        argv = [str(find_bindir() / argv[0]), *argv[1:]]
        if _running_as_root():
            argv = ["runuser", "-u", SERVER_OS_USER, "--", *argv]
        result = subprocess.run(
            argv, capture_output=True, text=True, check=False, cwd=self.runtime_dir if
            self.runtime_dir.exists() else "/"
        )
        if check and result.returncode != 0:
            detail = (result.stderr or result.stdout).strip()
            log_tail = ""
            if self.log_file.exists():
                log_tail = "\n".join(self.log_file.read_text(errors="replace").splitlines()[-15:])
            raise ClusterError(f"{' '.join(argv)} failed: {detail}\n{log_tail}".rstrip())
        return result

    @staticmethod
    def _reachable_by_server(path: Path) -> bool:
        probe = path if path.exists() else path.parent
        while not probe.exists():
            probe = probe.parent
        result = subprocess.run(
            ["runuser", "-u", SERVER_OS_USER, "--", "test", "-x", str(probe)],
            capture_output=True, check=False, cwd="/",
        )
        return result.returncode == 0

    def _prepare_runtime_dir(self) -> None:
        runtime = self.runtime_dir
        runtime.mkdir(parents=True, exist_ok=True)
        if self.home != runtime:
            self.home.mkdir(parents=True, exist_ok=True)
            (self.home / "RUNTIME_DIR").write_text(f"{runtime}\n")
        if _running_as_root():
            try:
                server = pwd.getpwnam(SERVER_OS_USER)
            except KeyError as exc:
                raise ClusterError(
                    "running as root needs the 'postgres' OS user (created by the postgresql-15 package)"
                ) from exc
            os.chown(runtime, server.pw_uid, server.pw_gid)
        runtime.chmod(0o700)

    def _initdb(self) -> None:
        self._server_cmd(
            [
                "initdb", "-D", str(self.data_dir), "-U", SUPERUSER, "--auth=trust",
                "--encoding=UTF8", "--no-locale", "--no-instructions",
            ]
        )
        conf = self.data_dir / "postgresql.conf"
        with conf.open("a") as fh:
            fh.write("\ninclude_if_exists = 'memform.conf'\n")

    def _write_settings(self) -> None:
        lines = [
            "# Written by memform on every start; edit postgresql.conf for your own settings.",
            f"listen_addresses = '{'127.0.0.1' if self.tcp else ''}'",
            f"port = {self.port}",
            f"unix_socket_directories = '{self.runtime_dir}'",
            "timezone = 'UTC'",
        ]
        if self.pg_cron_available():
            lines += [
                "shared_preload_libraries = 'pg_cron'",
                f"cron.database_name = '{DATABASE}'",
                f"cron.host = '{self.runtime_dir}'",
                f"cron.port = {self.port}",
            ]
        if self.throwaway:
            lines += ["fsync = off", "synchronous_commit = off", "full_page_writes = off"]
        target = self.data_dir / "memform.conf"
        target.write_text("\n".join(lines) + "\n")
        if _running_as_root():
            server = pwd.getpwnam(SERVER_OS_USER)
            os.chown(target, server.pw_uid, server.pw_gid)

    def _create_database(self) -> None:
        result = subprocess.run(
            [
                str(find_bindir() / "createdb"), "-h", str(self.runtime_dir), "-p", str(self.port),
                "-U", SUPERUSER, DATABASE,
            ],
            capture_output=True, text=True, check=False, cwd="/",
        )
        if result.returncode != 0 and "already exists" not in result.stderr:
            raise ClusterError(f"createdb failed: {result.stderr.strip()}")
