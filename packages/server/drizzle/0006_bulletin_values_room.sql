-- Room on each page of bulletin_values for a new version of its rows: a draft's cells are written
-- over and over, and an update that finds room on its own page (and changes no indexed column)
-- writes no index entries (a heap-only tuple). Rewriting a 12 000-cell grid took half the time in
-- bench/bulletins.bench.mjs. Pages written before this keep their old fill until rewritten.
ALTER TABLE "bulletin_values" SET (fillfactor = 50);
