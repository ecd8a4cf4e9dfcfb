"""The seats' colours, one place for the shelf, the demo and the lessons (no Qt: the lessons' scripts use it)."""

# Seat colours told apart with protanopia, deuteranopia and tritanopia too (tests/desktop/test_seat_identity.py);
# yellow stays free for the leader's jersey. Each seat also has a number and a shape (SeatToken.qml).
PALETTE = ("#e03308", "#006cfe", "#f5f6fa", "#1e2124", "#6ac9ff", "#bc2e89", "#8fbf83", "#721499")
