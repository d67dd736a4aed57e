"""The internet broker's password, kept in the operating system's credential store (the `keyring`
library: Secret Service on Linux, Windows Credential Locker, macOS Keychain), never in the settings
file unless the person asked for that.

Where no usable store exists (a headless Linux without a keyring: keyring's `fail` backend, or a
`chainer` with nothing to chain), `available()` is None and the caller keeps the password for this
session only (`session_password`). keyring is imported on first use: hosting is rare, start-up is
not. No Qt here."""
from __future__ import annotations

import logging

log = logging.getLogger("tarsas.net.credentials")
SERVICE = "Tarsas"
ACCOUNT = "internet broker"

session_password: str | None = None  # kept in memory only: asked again at the next start
last_error: str | None = None  # why the last save() did not keep the password


def _backends():
    """The backends that would really keep a secret (fail/null ones and an empty chain are none)."""
    import keyring
    from keyring.backends import chainer, fail, null

    backend = keyring.get_keyring()
    chain = list(backend.backends) if isinstance(backend, chainer.ChainerBackend) else [backend]
    return [b for b in chain if not isinstance(b, (fail.Keyring, null.Keyring, chainer.ChainerBackend))]


def available() -> str | None:
    """The display name of the store the password goes to, or None when there is none."""
    try:
        usable = _backends()
    except Exception as exc:  # noqa: BLE001  a broken keyring set-up is the same as none
        log.warning("no password store: %s", exc)
        return None
    return usable[0].name if usable else None


def save(password: str) -> str | None:
    """Keep the password in the store; None when done, else why not (no store, locked, refused)."""
    global last_error
    from keyring.errors import KeyringError

    last_error = None
    if available() is None:
        last_error = "no password store"
        return last_error
    import keyring

    try:
        keyring.set_password(SERVICE, ACCOUNT, password)
    except (KeyringError, OSError, RuntimeError) as exc:
        log.warning("the password store refused the password: %s", exc)
        last_error = str(exc) or type(exc).__name__
    return last_error


def load() -> str | None:
    """The stored password, or None (nothing stored, no store, or the store would not say)."""
    from keyring.errors import KeyringError

    if available() is None:
        return None
    import keyring

    try:
        return keyring.get_password(SERVICE, ACCOUNT)
    except (KeyringError, OSError, RuntimeError) as exc:
        log.warning("the password store did not give the password: %s", exc)
        return None


def forget() -> None:
    """Remove the stored password, if any (nothing to remove and no store are both fine)."""
    from keyring.errors import KeyringError

    if available() is None:
        return
    import keyring

    try:
        keyring.delete_password(SERVICE, ACCOUNT)
    except (KeyringError, OSError, RuntimeError):
        pass  # PasswordDeleteError: there was none
