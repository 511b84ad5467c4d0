"""The cost of writing a 520-week site's files alone, for comparison with `render`: 520 folders,
1 040 files of 8 KB, each written to a temporary name and renamed, as the site writer does.

    python3 benchmarks/write-floor.py [FOLDER]   (FOLDER on the disk to measure; a fresh one is made)
"""
import os
import sys
import tempfile
import time

root = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="wd-write-floor-", dir=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build"))
data = b"x" * 8000
started = time.perf_counter()
for week in range(520):
    folder = os.path.join(root, "weeks", str(week))
    os.makedirs(folder)
    for name in ("index.html", "digest.md"):
        temporary = os.path.join(folder, "." + name + ".tmp")
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.write(descriptor, data)
        os.close(descriptor)
        os.rename(temporary, os.path.join(folder, name))
print(f"520 folders and 1040 files written atomically in {time.perf_counter() - started:.3f} s ({root})")
