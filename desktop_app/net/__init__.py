"""Play across computers (design.md "Playing across computers"), host-authoritative over MQTT.

The protocol part has no Qt: invite codes (`codes`), the per-seat encrypted channel (`channel`),
the host and client sessions (`host`, `client`) over a small transport interface (`transport`:
an in-memory broker for tests, paho-mqtt for real brokers), and a headless self-test (`selftest`)."""
