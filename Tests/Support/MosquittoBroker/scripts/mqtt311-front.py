#!/usr/bin/env python3
"""An MQTT 3.1.1-only front for a real broker, for tests of the MQTT 5 → 3.1.1 fallback.

Debian's mosquitto 2 speaks every MQTT version, so nothing on the machine refuses MQTT 5. This
front does what a 3.1.1-only broker does (MQTT 3.1.1 §3.1.2.2, §3.2.2.3): it reads each client's
CONNECT, answers a protocol level other than 3 or 4 with a 3.1.1 CONNACK "0x01 unacceptable
protocol version" and closes; any other connection is passed byte for byte to the real broker.

Usage: mqtt311-front.py BROKER_PORT   — prints the port it listens on (127.0.0.1), then serves.
"""
import socket
import sys
import threading


def read_exactly(sock, count):
    data = b""
    while len(data) < count:
        chunk = sock.recv(count - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


def read_packet(sock):
    """One MQTT control packet: fixed header, variable length (§2.2.3), body."""
    header = read_exactly(sock, 1)
    length, multiplier, raw = 0, 1, b""
    while True:
        byte = read_exactly(sock, 1)
        raw += byte
        length += (byte[0] & 0x7F) * multiplier
        multiplier *= 128
        if byte[0] & 0x80 == 0:
            break
    return header + raw + read_exactly(sock, length), header, header + raw


def pipe(source, target):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            target.sendall(data)
    except OSError:
        pass
    finally:
        for s in (source, target):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def serve(client, broker_port):
    try:
        packet, header, fixed = read_packet(client)
        body = packet[len(fixed):]
        name_length = int.from_bytes(body[0:2], "big")
        level = body[2 + name_length]
        if header[0] >> 4 != 1 or level not in (3, 4):
            client.sendall(bytes([0x20, 0x02, 0x00, 0x01]))
            client.close()
            return
        upstream = socket.create_connection(("127.0.0.1", broker_port))
        upstream.sendall(packet)
        threading.Thread(target=pipe, args=(upstream, client), daemon=True).start()
        pipe(client, upstream)
    except (ConnectionError, OSError, IndexError):
        client.close()


def main():
    broker_port = int(sys.argv[1])
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    print(listener.getsockname()[1], flush=True)
    while True:
        client, _ = listener.accept()
        client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        threading.Thread(target=serve, args=(client, broker_port), daemon=True).start()


if __name__ == "__main__":
    main()
