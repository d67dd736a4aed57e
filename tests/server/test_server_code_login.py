"""A server code may carry the creators' broker login (a locked broker): it reads back exactly,
whatever the password holds; a code without one reads as before; a damaged login is refused."""
from __future__ import annotations

import nacl.public
import pytest

from desktop_app.net.codes import BadInvite
from desktop_app.net.server_code import ServerCode, parse


def test_a_login_in_the_code_reads_back_and_an_old_code_still_reads():
    key = bytes(nacl.public.PrivateKey.generate().public_key)
    bare = ServerCode(key, "mqtts://mqtt.example.org:8883")
    assert parse(bare.code()) == bare and "user=" not in bare.code()
    login = ServerCode(key, "mqtts://mqtt.example.org:8883", "tarsas-creator", "p&ss=w?rd #1/é")
    assert parse(login.code()) == login
    assert parse(login.code()).server_id == bare.server_id  # the same server, the same topic


@pytest.mark.parametrize("tail", ["&password=x", "&user=&password=x", "&user=a&user=b&password=x"])
def test_a_damaged_login_is_refused(tail):
    code = ServerCode(bytes(nacl.public.PrivateKey.generate().public_key), "mqtt://127.0.0.1:1883").code()
    with pytest.raises(BadInvite):
        parse(code + tail)
