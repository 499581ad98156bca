/* Compiled core of the double-dummy solver: alpha-beta over single card plays.
 *
 * The Python side (coach/search/engine.py) describes the game as a context of bytes built from
 * coach.rules.TRICK_RULES and owns the transposition table (a bytearray), so several solvers may
 * run in parallel threads; the search releases the GIL. The value of a node is what the credited
 * side still collects from the current trick on: card points (points mode) or 1 as soon as the
 * credited side takes a trick (binary mode, e.g. "the Null declarer takes a trick").
 * coach/search/reference.py is the pure-Python twin that the tests compare this with.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define TRUMP 4
#define NO_CARD 32
#define CTX_SIZE 104 /* class[32] strength[32] points[32] credited[3] binary stop maximize[3] */

typedef struct {
    uint32_t h0, h1, h2;
    uint16_t key; /* tag * 4 + leader + 1; 0 = empty */
    int8_t lower, upper;
    uint8_t best;
    uint8_t pad[3];
} Entry;

typedef struct {
    uint8_t cls[32], str[32], pts[32];
    uint8_t credited[3];
    uint8_t binary, stop;
    uint8_t maximize[3];
    uint32_t class_mask[5];
    uint8_t order[32]; /* cards by class, then strength high to low */
    uint16_t tag;
    Entry *tt;
    uint32_t tt_mask;
    long long nodes;
} Solver;

static const uint32_t ACES = 0x80808080u, TENS = 0x08080808u, KINGS = 0x40404040u,
                      QUEENS = 0x20202020u, JACKS = 0x10101010u;

static inline int points_of(uint32_t m) {
    return 11 * __builtin_popcount(m & ACES) + 10 * __builtin_popcount(m & TENS) +
           4 * __builtin_popcount(m & KINGS) + 3 * __builtin_popcount(m & QUEENS) +
           2 * __builtin_popcount(m & JACKS);
}

static inline int beats(const Solver *s, int card, int best) {
    if (s->cls[card] == s->cls[best]) return s->str[card] > s->str[best];
    return s->cls[card] == TRUMP;
}

static inline uint32_t legal_of(const Solver *s, uint32_t hand, int led) {
    if (led == NO_CARD) return hand;
    uint32_t follow = hand & s->class_mask[s->cls[led]];
    return follow ? follow : hand;
}

static inline Entry *slot(Solver *s, uint32_t h0, uint32_t h1, uint32_t h2, uint16_t key) {
    uint64_t x = (uint64_t)h0 * 0x9E3779B97F4A7C15ull;
    x ^= (uint64_t)h1 * 0xC2B2AE3D27D4EB4Full;
    x ^= (uint64_t)h2 * 0x165667B19E3779F9ull;
    x ^= (uint64_t)key * 0x27D4EB2F165667C5ull;
    x ^= x >> 29;
    return &s->tt[(x * 0xBF58476D1CE4E5B9ull >> 32) & s->tt_mask];
}

/* Legal cards of `hand`, one per set of interchangeable cards: cards of one follow class with
 * no card of another player (or on the table) between them in strength, and equal points (in
 * binary mode points do not matter). Returns the number of moves written. */
static int gen_moves(const Solver *s, uint32_t legal, uint32_t others, uint8_t *moves) {
    int count = 0, last_cls = -1, run = 0;
    unsigned seen = 0;
    for (int i = 0; i < 32; i++) {
        int c = s->order[i];
        uint32_t bit = 1u << c;
        if (s->cls[c] != last_cls) {
            last_cls = s->cls[c];
            run = 0;
        }
        if (others & bit) {
            run = 0;
        } else if (legal & bit) {
            unsigned p = 1u << s->pts[c];
            if (run && (s->binary || (seen & p))) continue;
            if (!run) seen = 0;
            run = 1;
            seen |= p;
            moves[count++] = (uint8_t)c;
        }
    }
    return count;
}

static int search(Solver *s, uint32_t h[3], int leader, int n, int t0, int t1, int alpha, int beta);

/* Value of playing `card` from seat `p` at trick position n. */
static int child(Solver *s, uint32_t h[3], int p, int card, int leader, int n, int t0, int t1,
                 int alpha, int beta) {
    uint32_t nh[3] = {h[0], h[1], h[2]};
    nh[p] &= ~(1u << card);
    if (n == 0) return search(s, nh, leader, 1, card, NO_CARD, alpha, beta);
    if (n == 1) return search(s, nh, leader, 2, t0, card, alpha, beta);
    int w = 0, best = t0;
    if (beats(s, t1, best)) { w = 1; best = t1; }
    if (beats(s, card, best)) { w = 2; }
    int winner = (leader + w) % 3;
    int credited = s->credited[winner];
    if (s->binary) {
        if (credited) return 1;
        return search(s, nh, winner, 0, NO_CARD, NO_CARD, alpha, beta);
    }
    int gain = credited ? s->pts[t0] + s->pts[t1] + s->pts[card] : 0;
    if (!credited && s->stop) return 0;
    return gain + search(s, nh, winner, 0, NO_CARD, NO_CARD, alpha - gain, beta - gain);
}

/* The last trick: every hand holds one card, no choice is left. */
static int last_trick(const Solver *s, uint32_t h[3], int leader) {
    int c0 = __builtin_ctz(h[leader]), c1 = __builtin_ctz(h[(leader + 1) % 3]),
        c2 = __builtin_ctz(h[(leader + 2) % 3]);
    int w = 0, best = c0;
    if (beats(s, c1, best)) { w = 1; best = c1; }
    if (beats(s, c2, best)) { w = 2; }
    if (!s->credited[(leader + w) % 3]) return 0;
    return s->binary ? 1 : s->pts[c0] + s->pts[c1] + s->pts[c2];
}

static void order_moves(const Solver *s, uint8_t *moves, int count, int p, int n, int t0, int t1,
                        int leader, int hint) {
    int score[32];
    int mine = s->credited[p];
    int win_card = NO_CARD, win_mine = 0;
    if (n > 0) {
        win_card = t0;
        int w = 0;
        if (n == 2 && beats(s, t1, t0)) { win_card = t1; w = 1; }
        win_mine = s->credited[(leader + w) % 3] == mine;
    }
    for (int i = 0; i < count; i++) {
        int c = moves[i], v;
        if (c == hint) {
            v = 1000;
        } else if (n == 0) {
            v = s->str[c] + (s->cls[c] == TRUMP ? 8 : 0);
        } else {
            int wins = beats(s, c, win_card);
            if (win_mine && !wins) {
                v = 100 + s->pts[c];
            } else if (wins && !win_mine) {
                v = n == 2 ? 200 + s->pts[c] : 150 + s->str[c];
            } else if (wins) {
                v = n == 2 ? 50 + s->pts[c] : 60 - s->str[c];
            } else {
                v = 50 - s->pts[c] - s->str[c] / 4;
            }
        }
        score[i] = v;
    }
    for (int i = 1; i < count; i++) {
        int v = score[i];
        uint8_t m = moves[i];
        int j = i - 1;
        while (j >= 0 && score[j] < v) {
            score[j + 1] = score[j];
            moves[j + 1] = moves[j];
            j--;
        }
        score[j + 1] = v;
        moves[j + 1] = m;
    }
}

static int search(Solver *s, uint32_t h[3], int leader, int n, int t0, int t1, int alpha,
                  int beta) {
    s->nodes++;
    Entry *e = NULL;
    int hint = NO_CARD;
    if (n == 0) {
        uint32_t all = h[0] | h[1] | h[2];
        if (!all) return 0;
        int upper = s->binary ? 1 : points_of(all);
        if (upper <= alpha) return upper;
        if (beta <= 0) return 0;
        if (__builtin_popcount(h[0]) == 1) return last_trick(s, h, leader);
        uint16_t key = (uint16_t)(s->tag * 4 + leader + 1);
        e = slot(s, h[0], h[1], h[2], key);
        if (e->key == key && e->h0 == h[0] && e->h1 == h[1] && e->h2 == h[2]) {
            if (e->lower >= beta) return e->lower;
            if (e->upper <= alpha) return e->upper;
            if (e->lower == e->upper) return e->lower;
            if (e->lower > alpha) alpha = e->lower;
            if (e->upper < beta) beta = e->upper;
            hint = e->best;
        } else {
            e->key = key;
            e->h0 = h[0];
            e->h1 = h[1];
            e->h2 = h[2];
            e->lower = 0;
            e->upper = (int8_t)upper;
            e->best = NO_CARD;
        }
    }
    int alpha0 = alpha, beta0 = beta;
    int p = (leader + n) % 3;
    int led = n == 0 ? NO_CARD : t0;
    uint32_t legal = legal_of(s, h[p], led);
    uint32_t others = h[(p + 1) % 3] | h[(p + 2) % 3];
    if (n >= 1) others |= 1u << t0;
    if (n == 2) others |= 1u << t1;
    uint8_t moves[16];
    int count = gen_moves(s, legal, others, moves);
    order_moves(s, moves, count, p, n, t0, t1, leader, hint);
    int maximize = s->maximize[p];
    int best = maximize ? -1 : 1000, best_move = moves[0];
    for (int i = 0; i < count; i++) {
        int v = child(s, h, p, moves[i], leader, n, t0, t1, alpha, beta);
        if (maximize) {
            if (v > best) { best = v; best_move = moves[i]; }
            if (best > alpha) alpha = best;
        } else {
            if (v < best) { best = v; best_move = moves[i]; }
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    if (e != NULL) {
        /* the entry may have been overwritten by a deeper node: re-check before storing */
        uint16_t key = (uint16_t)(s->tag * 4 + leader + 1);
        if (e->key == key && e->h0 == h[0] && e->h1 == h[1] && e->h2 == h[2]) {
            if (best <= alpha0) {
                if (best < e->upper) e->upper = (int8_t)best;
            } else if (best >= beta0) {
                if (best > e->lower) e->lower = (int8_t)best;
            } else {
                e->lower = e->upper = (int8_t)best;
            }
            e->best = (uint8_t)best_move;
        }
    }
    return best;
}

/* ---- Python glue -------------------------------------------------------------------------- */

static int setup(Solver *s, Py_buffer *tt, Py_buffer *ctx, int tag) {
    if (ctx->len != CTX_SIZE) {
        PyErr_Format(PyExc_ValueError, "context must be %d bytes", CTX_SIZE);
        return -1;
    }
    size_t entries = (size_t)tt->len / sizeof(Entry);
    if (entries == 0 || (entries & (entries - 1)) != 0) {
        PyErr_SetString(PyExc_ValueError, "table size must be a power of two entries");
        return -1;
    }
    const uint8_t *b = (const uint8_t *)ctx->buf;
    memcpy(s->cls, b, 32);
    memcpy(s->str, b + 32, 32);
    memcpy(s->pts, b + 64, 32);
    memcpy(s->credited, b + 96, 3);
    s->binary = b[99];
    s->stop = b[100];
    memcpy(s->maximize, b + 101, 3);
    memset(s->class_mask, 0, sizeof s->class_mask);
    for (int c = 0; c < 32; c++) {
        if (s->cls[c] > TRUMP) {
            PyErr_SetString(PyExc_ValueError, "bad follow class");
            return -1;
        }
        s->class_mask[s->cls[c]] |= 1u << c;
    }
    int k = 0;
    for (int cls = 0; cls <= TRUMP; cls++) {
        int start = k;
        for (int c = 0; c < 32; c++)
            if (s->cls[c] == cls) s->order[k++] = (uint8_t)c;
        for (int i = start + 1; i < k; i++) { /* strength high to low */
            uint8_t m = s->order[i];
            int j = i - 1;
            while (j >= start && s->str[s->order[j]] < s->str[m]) {
                s->order[j + 1] = s->order[j];
                j--;
            }
            s->order[j + 1] = m;
        }
    }
    s->tag = (uint16_t)tag;
    s->tt = (Entry *)tt->buf;
    s->tt_mask = (uint32_t)(entries - 1);
    s->nodes = 0;
    return 0;
}

static int check_position(unsigned long h0, unsigned long h1, unsigned long h2, int leader, int n,
                          int t0, int t1) {
    if (leader < 0 || leader > 2 || n < 0 || n > 2 || (n >= 1 && (t0 < 0 || t0 > 31)) ||
        (n == 2 && (t1 < 0 || t1 > 31)) || (h0 | h1 | h2) >> 32) {
        PyErr_SetString(PyExc_ValueError, "bad position");
        return -1;
    }
    return 0;
}

/* search(tt, ctx, tag, h0, h1, h2, leader, n, t0, t1, alpha, beta) -> (value, nodes) */
static PyObject *py_search(PyObject *self, PyObject *args) {
    Py_buffer tt, ctx;
    unsigned long h0, h1, h2;
    int tag, leader, n, t0, t1, alpha, beta;
    if (!PyArg_ParseTuple(args, "w*y*ikkkiiiiii", &tt, &ctx, &tag, &h0, &h1, &h2, &leader, &n,
                          &t0, &t1, &alpha, &beta))
        return NULL;
    Solver s;
    int value = 0;
    if (setup(&s, &tt, &ctx, tag) == 0 && check_position(h0, h1, h2, leader, n, t0, t1) == 0) {
        uint32_t h[3] = {(uint32_t)h0, (uint32_t)h1, (uint32_t)h2};
        Py_BEGIN_ALLOW_THREADS
        value = search(&s, h, leader, n, n >= 1 ? t0 : NO_CARD, n == 2 ? t1 : NO_CARD, alpha, beta);
        Py_END_ALLOW_THREADS
    }
    PyBuffer_Release(&tt);
    PyBuffer_Release(&ctx);
    if (PyErr_Occurred()) return NULL;
    return Py_BuildValue("iL", value, s.nodes);
}

/* solve(tt, ctx, tag, h0, h1, h2, leader, n, t0, t1, lower, upper) -> (value, nodes)
 * The exact value by bisection with null-window searches that share the table. */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    Py_buffer tt, ctx;
    unsigned long h0, h1, h2;
    int tag, leader, n, t0, t1, lower, upper;
    if (!PyArg_ParseTuple(args, "w*y*ikkkiiiiii", &tt, &ctx, &tag, &h0, &h1, &h2, &leader, &n,
                          &t0, &t1, &lower, &upper))
        return NULL;
    Solver s;
    if (setup(&s, &tt, &ctx, tag) == 0 && check_position(h0, h1, h2, leader, n, t0, t1) == 0) {
        uint32_t h[3] = {(uint32_t)h0, (uint32_t)h1, (uint32_t)h2};
        int a = n >= 1 ? t0 : NO_CARD, b = n == 2 ? t1 : NO_CARD;
        Py_BEGIN_ALLOW_THREADS
        while (lower < upper) { /* bisection: fail-soft bounds are weak for card points */
            int beta = (lower + upper + 1) / 2;
            int g = search(&s, h, leader, n, a, b, beta - 1, beta);
            if (g < beta) upper = g; else lower = g;
        }
        Py_END_ALLOW_THREADS
    }
    PyBuffer_Release(&tt);
    PyBuffer_Release(&ctx);
    if (PyErr_Occurred()) return NULL;
    return Py_BuildValue("iL", lower, s.nodes);
}

static PyMethodDef methods[] = {
    {"search", py_search, METH_VARARGS, "Fail-soft alpha-beta value of a position."},
    {"solve", py_solve, METH_VARARGS, "Exact value of a position by null-window bisection."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_core", "Compiled double-dummy search for Skat.", -1, methods,
};

PyMODINIT_FUNC PyInit__core(void) {
    PyObject *m = PyModule_Create(&module);
    if (m != NULL && PyModule_AddIntConstant(m, "ENTRY_SIZE", (long)sizeof(Entry)) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
