#!/usr/bin/env python3
"""Synthesize Gameshelf's sound effects (assets/sounds/*.wav) from code, with the standard library only.

Every sound is made here from sine partials, seeded noise and simple filters, so
the effects are our own work, need no download and no recording licence, and
can be remade or changed by editing this file:

    python tools/synth_sounds.py                 # writes assets/sounds/<cue>.wav
    python tools/synth_sounds.py --out-dir DIR   # writes elsewhere
    python tools/synth_sounds.py --check         # exit 1 if a file on disk differs from what this makes

The output is deterministic: noise comes from random.Random(seed).random(),
whose sequence Python guarantees across versions, and samples are rounded to
16 bits, so the same script gives the same bytes (a test compares them).
Format: mono, 16-bit PCM, 22,050 Hz; each file well under a second or two.
The cue names are the ones desktop/models/sound.py plays.
"""
from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "sounds"
RATE = 22050
TAU = 2 * math.pi

Samples = list[float]


# --- building blocks ----------------------------------------------------------------------------
def noise(count: int, seed: int) -> Samples:
    rng = random.Random(seed)
    return [rng.random() * 2 - 1 for _ in range(count)]


def lowpass(xs: Samples, cutoff: float) -> Samples:
    """One-pole low-pass: softens noise into thumps and rumbles."""
    a = 1 - math.exp(-TAU * cutoff / RATE)
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def bandpass(xs: Samples, centre: Callable[[float], float], q: float) -> Samples:
    """State-variable band-pass whose centre may move with time t (seconds): swishes and rattles."""
    out, low, band = [], 0.0, 0.0
    damp = 1 / q
    for i, x in enumerate(xs):
        f = 2 * math.sin(math.pi * min(centre(i / RATE), RATE / 6) / RATE)
        high = x - low - damp * band
        band += f * high
        low += f * band
        out.append(band)
    return out


def ring(freq: float, decay: float, seconds: float, phase: float = 0.0) -> Samples:
    """A struck resonance: a sine that dies away exponentially (wood, plastic)."""
    return [math.sin(TAU * freq * i / RATE + phase) * math.exp(-i / RATE / decay)
            for i in range(int(seconds * RATE))]


def envelope(xs: Samples, attack: float, decay: float) -> Samples:
    """Linear attack, then exponential decay with time constant `decay` (seconds)."""
    out = []
    for i, x in enumerate(xs):
        t = i / RATE
        out.append(x * (t / attack if t < attack else math.exp(-(t - attack) / decay)))
    return out


def add(into: Samples, xs: Samples, at: float, gain: float = 1.0) -> Samples:
    """Mixes xs into `into` starting at `at` seconds, growing `into` as needed."""
    start = int(round(at * RATE))
    if len(into) < start + len(xs):
        into.extend([0.0] * (start + len(xs) - len(into)))
    for i, x in enumerate(xs):
        into[start + i] += gain * x
    return into


def fade_out(xs: Samples, seconds: float) -> Samples:
    """Brings the last `seconds` down to zero, so a cut never clicks."""
    fade, n = int(seconds * RATE), len(xs)
    return [x * min(1.0, (n - 1 - i) / fade) for i, x in enumerate(xs)]


def finish(xs: Samples, peak: float) -> Samples:
    """Scales to `peak` and fades the last 8 ms."""
    top = max(abs(x) for x in xs) or 1.0
    return fade_out([x * peak / top for x in xs], 0.008)


def harmonic_tone(freqs: Callable[[float], float], seconds: float, partials: list[float]) -> Samples:
    """Additive tone (no aliasing) whose fundamental may glide: partials[k] is the weight of harmonic k+1."""
    out, phase = [], 0.0
    for i in range(int(seconds * RATE)):
        phase += TAU * freqs(i / RATE) / RATE
        out.append(sum(w * math.sin((k + 1) * phase) for k, w in enumerate(partials)))
    return out


# --- the cues -----------------------------------------------------------------------------------
def knock(freq: float, seed: int, seconds: float = 0.14) -> Samples:
    """A wooden piece set down: a low body resonance, two brighter modes and a tiny click of contact."""
    sound = ring(freq, 0.035, seconds)
    add(sound, ring(freq * 2.61, 0.014, seconds, 0.7), 0, 0.5)
    add(sound, ring(freq * 4.4, 0.006, seconds, 1.9), 0, 0.3)
    add(sound, envelope(bandpass(noise(int(0.01 * RATE), seed), lambda t: 3500, 1.5), 0.0005, 0.0015), 0, 0.8)
    return sound


def dice() -> Samples:
    """A handful of dice tumbling on the table: irregular clicks that get softer, each a small bright ring."""
    rng = random.Random(11)
    sound: Samples = []
    t = 0.0
    for k in range(7):
        click = ring(1900 + rng.random() * 1500, 0.010, 0.05, rng.random() * TAU)
        add(click, ring(4200 + rng.random() * 1200, 0.004, 0.05), 0, 0.5)
        add(click, envelope(noise(int(0.006 * RATE), 100 + k), 0.0003, 0.0012), 0, 0.6)
        add(sound, click, t, 0.95 ** k * (0.7 + 0.3 * rng.random()))
        t += 0.025 + rng.random() * 0.05
    return finish(sound, 0.75)


def deal() -> Samples:
    """A card slid off the deck: a short band of noise sweeping upwards, then the soft landing."""
    seconds = 0.16
    swish = bandpass(noise(int(seconds * RATE), 21), lambda t: 1200 + 24000 * t, 2.0)
    sound = envelope(swish, 0.03, 0.035)
    add(sound, envelope(lowpass(noise(int(0.04 * RATE), 22), 900), 0.001, 0.008), 0.085, 1.2)
    return finish(sound, 0.6)


def card() -> Samples:
    """A card played onto the table: a crisp snap and a dull slap."""
    sound = envelope(bandpass(noise(int(0.02 * RATE), 31), lambda t: 4500, 1.2), 0.0005, 0.002)
    add(sound, envelope(lowpass(noise(int(0.09 * RATE), 32), 700), 0.002, 0.018), 0.004, 1.6)
    add(sound, ring(170, 0.02, 0.09), 0.004, 0.5)
    return finish(sound, 0.65)


def place() -> Samples:
    return finish(knock(720, 41), 0.7)


def move() -> Samples:
    """A piece hopping along the road: three quick, rising, lighter knocks."""
    sound: Samples = []
    for k, freq in enumerate((820, 900, 990)):
        add(sound, knock(freq, 50 + k, 0.1), 0.085 * k, 0.55 + 0.2 * k)
    return finish(sound, 0.55)


def car() -> Samples:
    """The director car driving on: an engine note that rises and passes, with a little road rumble."""
    seconds = 0.75
    def pitch(t):
        return 62 + 38 * t / seconds
    engine = harmonic_tone(pitch, seconds, [1.0, 0.7, 0.5, 0.35, 0.25, 0.15, 0.1, 0.06])
    rumble = lowpass(lowpass(noise(len(engine), 61), 250), 250)
    sound = []
    for i, (e, r) in enumerate(zip(engine, rumble)):
        t = i / RATE
        swell = math.sin(math.pi * t / seconds) ** 1.5  # approaches, passes, goes
        throb = 0.8 + 0.2 * math.sin(TAU * 24 * t)  # the pistons
        sound.append(swell * (throb * e + 6 * r))
    return finish(sound, 0.55)


def fanfare() -> Samples:
    """A short brass-like call for a stage or game won: C-E-G, then a held high C over a low chord."""
    brass = [1.0, 0.6, 0.45, 0.3, 0.2, 0.12]
    sound: Samples = []
    for k, freq in enumerate((523.25, 659.25, 783.99)):
        note = envelope(harmonic_tone(lambda t, f=freq: f, 0.16, brass), 0.012, 0.09)
        add(sound, fade_out(note, 0.03), 0.11 * k, 0.8)
    held = 0.75
    def vibrato(t):
        return 1046.5 * (1 + 0.004 * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.2))
    top = harmonic_tone(vibrato, held, brass)
    chord = harmonic_tone(lambda t: 261.63, held, brass[:3])
    add(chord, harmonic_tone(lambda t: 392.0, held, brass[:3]), 0, 0.8)
    for part, gain in ((top, 0.9), (chord, 0.35)):
        add(sound, envelope(part, 0.02, 0.28), 0.33, gain)
    return finish(sound, 0.6)


def refuse() -> Samples:
    """A refused move: two soft, low, falling notes (odd harmonics, like a muted buzzer)."""
    sound: Samples = []
    for k, freq in enumerate((311.13, 233.08)):
        note = harmonic_tone(lambda t, f=freq: f, 0.13, [1.0, 0.0, 0.3, 0.0, 0.12])
        add(sound, fade_out(envelope(note, 0.006, 0.05), 0.03), 0.12 * k, 1.0)
    return finish(sound, 0.5)


CUES: dict[str, Callable[[], Samples]] = {
    "dice": dice, "deal": deal, "card": card, "place": place, "move": move, "car": car,
    "fanfare": fanfare, "refuse": refuse,
}


# --- output ---------------------------------------------------------------------------------------
def wav_bytes(samples: Samples) -> bytes:
    frames = bytearray()
    for x in samples:
        frames += max(-32767, min(32767, int(round(x * 32767)))).to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def build() -> dict[str, bytes]:
    return {f"{name}.wav": wav_bytes(make()) for name, make in CUES.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR, help="where the WAV files go")
    parser.add_argument("--check", action="store_true", help="only compare with the files in --out-dir")
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [name for name, data in files.items()
                 if not (args.out_dir / name).exists() or (args.out_dir / name).read_bytes() != data]
        if stale:
            print(f"differ from tools/synth_sounds.py: {', '.join(stale)}", file=sys.stderr)
            return 1
    else:
        args.out_dir.mkdir(parents=True, exist_ok=True)
        for name, data in files.items():
            (args.out_dir / name).write_bytes(data)
    for name, data in files.items():
        print(f"{name:12} {(len(data) - 44) / 2 / RATE:5.2f} s {len(data):7,} bytes")
    print(f"{'total':12} {sum(len(d) for d in files.values()):16,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
