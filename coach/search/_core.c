/* Compiled core of the double-dummy solver: alpha-beta over single card plays.
 *
 * What keeps the tree small: principal-variation search (null windows for all but the first
 * move), a transposition table at trick starts keyed by a position's shape (see `canonical`),
 * one move per run of equal cards, bounds from the tricks a side surely wins (top trumps, trump
 * length, the leader's cashed winners) and move ordering by who takes the trick; the last two
 * tricks are played out directly.
 *
 * The Python side (coach/search/engine.py) describes the game as a context of bytes built from
 * coach.rules.TRICK_RULES and owns the transposition table (a bytearray), so several solvers may
 * run in parallel threads; the search releases the GIL. `solve` may also share one search
 * between two threads (see "Two threads" below). The value of a node is what the credited
 * side still collects from the current trick on: card points (points mode) or 1 as soon as the
 * credited side takes a trick (binary mode, e.g. "the Null declarer takes a trick").
 * coach/search/reference.py is the pure-Python twin that the tests compare this with.
 *
 * Inside, cards are renumbered by follow class and strength (strongest first), so that a class
 * is a run of bits and a card's stronger rivals are the lower bits of its class.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) && defined(__GNUC__)
#pragma GCC target("popcnt") /* every x86-64 processor since 2008 counts bits in one step */
#endif

#define TRUMP 4
#define NO_CARD 32
#define CTX_SIZE 104 /* class[32] strength[32] points[32] credited[3] binary stop maximize[3] */

/* A table entry: 24 bytes. `data` packs the key (tag * 4 + leader + 1; 0 = empty, bits 0-15),
 * the bounds (lower 16-23, upper 24-31), the best card (32-39) and the deal it was stored for
 * (40-47, see `store`). `cards` are the cards in play of the position stored, one of its shape
 * (see `canonical`); more of them, a deeper entry that saved more work. `lock` is the
 * shape's code (see `position_code`) xor `data` xor a mix of `cards`: an entry torn by two
 * threads writing it at once matches no position. */
typedef struct {
    uint64_t lock, data;
    uint32_t cards, spare;
} Entry;

struct Split;
struct Shared;

typedef struct {
    uint8_t cls[32], str[32], pts[32];
    uint8_t credited[3];
    uint8_t declarer; /* the credited seat, in points mode the only one */
    uint8_t binary, stop;
    uint8_t maximize[3];
    uint8_t index[32];      /* the internal number of each card */
    uint32_t class_mask[5]; /* the bits class_start[k] .. class_start[k + 1] - 1 */
    uint8_t class_start[6];
    uint32_t higher[32]; /* cards of the same class that beat this one */
    uint32_t points_mask[6]; /* the cards worth POINT_VALUES[v] */
    uint32_t history[32];   /* cutoffs caused by each card: a move-ordering hint */
    uint16_t tag;
    uint8_t age;
    Entry *tt;
    uint32_t tt_mask;
    long long nodes;
    struct Shared *shared; /* the threads of a parallel search, or NULL */
    struct Split *within;  /* the innermost split node this thread works for */
    char pad[64];          /* no cache line shared with another thread's solver */
} __attribute__((aligned(64))) Solver;

static const int POINT_VALUES[6] = {0, 2, 3, 4, 10, 11};

static inline int points_of(const Solver *s, uint32_t m) {
    int sum = 0;
    for (int v = 1; v < 6; v++) sum += POINT_VALUES[v] * __builtin_popcount(m & s->points_mask[v]);
    return sum;
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

/* The shape of a position: in each follow class, the cards in play moved to its strongest
 * places, each kept by its owner. Two positions of one shape play alike: the k-th card in play of
 * a class wins and loses the same tricks in both. Only their points may differ, and a dearer
 * card can only add its difference to what the declarer collects (see `point_shift`): so the
 * table keeps positions by shape, with the cards in play of the one stored. */
static void canonical(const Solver *s, const uint32_t h[3], uint32_t out[3]) {
    uint32_t all = h[0] | h[1] | h[2];
    out[0] = out[1] = out[2] = 0;
    for (int k = 0; k <= TRUMP; k++) {
        uint32_t present = all & s->class_mask[k];
        if (present == s->class_mask[k]) { /* nothing of the class played: already canonical */
            for (int i = 0; i < 3; i++) out[i] |= h[i] & present;
            continue;
        }
        int slot = s->class_start[k];
        for (uint32_t m = present; m; m &= m - 1) {
            uint32_t bit = m & -m;
            int owner = (h[0] & bit) ? 0 : (h[1] & bit) ? 1 : 2;
            out[owner] |= 1u << slot++;
        }
    }
}

/* The real card of a position behind a card of its canonical form. */
static int actual_card(const Solver *s, const uint32_t h[3], int card) {
    if (card >= NO_CARD) return card;
    uint32_t present = (h[0] | h[1] | h[2]) & s->class_mask[s->cls[card]];
    for (int skip = card - s->class_start[s->cls[card]]; skip > 0 && present; skip--)
        present &= present - 1;
    return present ? __builtin_ctz(present) : NO_CARD;
}

static int canonical_card(const Solver *s, const uint32_t h[3], int card) {
    uint32_t before = (h[0] | h[1] | h[2]) & s->class_mask[s->cls[card]] & ((1u << card) - 1);
    return s->class_start[s->cls[card]] + __builtin_popcount(before);
}

/* The bits of `x` at the even places of 64 bits. */
static inline uint64_t spread(uint32_t x) {
    uint64_t v = x;
    v = (v | v << 16) & 0x0000FFFF0000FFFFull;
    v = (v | v << 8) & 0x00FF00FF00FF00FFull;
    v = (v | v << 4) & 0x0F0F0F0F0F0F0F0Full;
    v = (v | v << 2) & 0x3333333333333333ull;
    return (v | v << 1) & 0x5555555555555555ull;
}

/* Two bits per card: 0 when played, else its owner's seat + 1. */
static inline uint64_t position_code(const uint32_t h[3]) {
    return spread(h[0] | h[2]) | spread(h[1] | h[2]) << 1;
}

/* The two entries of a bucket: the first keeps the deepest position of the current deal (an
 * entry of an earlier deal gives way to any), the second the latest. */
static inline Entry *bucket(Solver *s, uint64_t code, uint16_t key) {
    uint64_t x = (code ^ (uint64_t)key << 58) * 0x9E3779B97F4A7C15ull;
    x ^= x >> 29;
    return &s->tt[(x * 0xBF58476D1CE4E5B9ull >> 32) & s->tt_mask & ~1u];
}

#define DATA_LOWER(d) ((int)(int8_t)((d) >> 16))
#define DATA_UPPER(d) ((int)(int8_t)((d) >> 24))
#define DATA_BEST(d) ((int)(uint8_t)((d) >> 32))
#define DATA_AGE(d) ((int)(uint8_t)((d) >> 40))

static inline uint64_t mix(uint32_t cards) { return (uint64_t)cards * 0xD6E8FEB86659FD93ull; }

/* Whether an entry holds the shape `code`, and its data and cards then; reads are atomic, writes
 * too (two threads may share the table), and a torn entry does not match. */
static inline int holds(const Entry *e, uint64_t code, uint16_t key, uint64_t *data,
                        uint32_t *cards) {
    uint64_t d = __atomic_load_n(&e->data, __ATOMIC_RELAXED);
    uint32_t c = __atomic_load_n(&e->cards, __ATOMIC_RELAXED);
    uint64_t lock = __atomic_load_n(&e->lock, __ATOMIC_RELAXED);
    *data = d;
    *cards = c;
    return (uint16_t)d == key && (lock ^ d ^ mix(c)) == code;
}

/* How much the value of the position with the cards in play `now` may lie above and below that
 * of the position of the same shape stored with `stored`: the k-th cards in play differ at most
 * in points, and what the declarer collects changes by at most their difference. */
static void point_shift(const Solver *s, uint32_t stored, uint32_t now, int *rise, int *fall) {
    *rise = *fall = 0;
    for (; stored; stored &= stored - 1, now &= now - 1) {
        int d = s->pts[__builtin_ctz(now)] - s->pts[__builtin_ctz(stored)];
        if (d > 0) *rise += d;
        else *fall -= d;
    }
}

static void store(Solver *s, Entry *b, uint64_t code, uint16_t key, uint32_t cards, int lower,
                  int upper, int best) {
    Entry *e;
    uint64_t d0, d1;
    uint32_t c0, c1;
    if (holds(&b[0], code, key, &d0, &c0)) e = &b[0];
    else if (holds(&b[1], code, key, &d1, &c1)) e = &b[1];
    else if (DATA_AGE(d0) != s->age) e = &b[0];
    else if (__builtin_popcount(cards) >= __builtin_popcount(c0)) {
        __atomic_store_n(&b[1].data, d0, __ATOMIC_RELAXED);
        __atomic_store_n(&b[1].cards, c0, __ATOMIC_RELAXED);
        __atomic_store_n(&b[1].lock, __atomic_load_n(&b[0].lock, __ATOMIC_RELAXED),
                         __ATOMIC_RELAXED);
        e = &b[0];
    } else e = &b[1];
    uint64_t data = key | (uint64_t)(uint8_t)lower << 16 | (uint64_t)(uint8_t)upper << 24 |
                    (uint64_t)(uint8_t)best << 32 | (uint64_t)s->age << 40;
    __atomic_store_n(&e->data, data, __ATOMIC_RELAXED);
    __atomic_store_n(&e->cards, cards, __ATOMIC_RELAXED);
    __atomic_store_n(&e->lock, code ^ data ^ mix(cards), __ATOMIC_RELAXED);
}

/* Legal cards of `hand`, one per set of interchangeable cards: cards of one follow class with
 * no card of another player (or on the table) between them in strength, and equal points (in
 * binary mode points do not matter). Returns the number of moves written. */
static int gen_moves(const Solver *s, uint32_t legal, uint32_t others, uint8_t *moves,
                     uint8_t *run_of) {
    int count = 0, runs = 0, prev = -1;
    unsigned seen = 0;
    for (uint32_t m = legal; m; m &= m - 1) {
        int c = __builtin_ctz(m);
        int joined = prev >= 0 && s->cls[prev] == s->cls[c] &&
                     !(others & ((1u << c) - (2u << prev))); /* nothing between them */
        unsigned p = 1u << s->pts[c];
        prev = c;
        if (joined && (s->binary || (seen & p))) continue;
        if (!joined) {
            seen = 0;
            runs++;
        }
        seen |= p;
        run_of[c] = (uint8_t)runs;
        moves[count++] = (uint8_t)c;
    }
    return count;
}

/* Cards of one run play alike but for their points: swapping them moves at most the difference
 * of their points from one trick to another, so their values differ by at most that much. A
 * card whose run-mate's value already shows it cannot matter is not searched; returns 1 and its
 * bound then. */
static int run_bound(const Solver *s, const uint8_t *moves, int i, const int *value,
                     const uint8_t *run_of, const uint8_t *done, int count, int maximize,
                     int alpha, int beta, int *bound) {
    int c = moves[i], found = 0;
    for (int j = 0; j < (done ? count : i); j++) {
        int a = moves[j];
        if (run_of[a] != run_of[c] || (done && !done[j])) continue;
        int d = s->pts[a] > s->pts[c] ? s->pts[a] - s->pts[c] : s->pts[c] - s->pts[a];
        if (maximize && value[j] + d <= alpha) {
            if (!found || value[j] + d < *bound) *bound = value[j] + d;
            found = 1;
        } else if (!maximize && value[j] - d >= beta) {
            if (!found || value[j] - d > *bound) *bound = value[j] - d;
            found = 1;
        }
    }
    return found;
}

static int search(Solver *s, uint32_t h[3], int leader, int n, int t0, int t1, int alpha, int beta);

/* The fewest card points `k` cards of `hand` can hold. */
static int lowest_points(const Solver *s, uint32_t hand, int k) {
    int sum = 0;
    for (int v = 0; v < 6 && k > 0; v++) {
        int have = __builtin_popcount(hand & s->points_mask[v]);
        int take = have < k ? have : k;
        sum += take * POINT_VALUES[v];
        k -= take;
    }
    return sum;
}

/* The most card points `k` cards of `hand` can hold. */
static int highest_points(const Solver *s, uint32_t hand, int k) {
    int sum = 0;
    for (int v = 5; v >= 0 && k > 0; v--) {
        int have = __builtin_popcount(hand & s->points_mask[v]);
        int take = have < k ? have : k;
        sum += take * POINT_VALUES[v];
        k -= take;
    }
    return sum;
}

/* The declarer's lower bound from his trumps (at a trick start, points mode). In a trick where
 * he plays a trump the defenders win only with a trump above his weakest, a different one each
 * time; so they win at most `k` tricks (his plain cards and those trumps, no more than the tricks
 * left), at most `m` of them with his trump in them, each holding one of those trumps. They get
 * at most his `k` dearest cards and their own dearest ones in these tricks, whichever defender's
 * trumps (`a` of x's, `m - a` of y's) take them. The defenders' lowest cards, not their highest,
 * are what `sure_points` counts: this bound catches the declarer with low trumps to whom the
 * defenders must give their valuable cards. */
static int trump_play_lower(const Solver *s, const uint32_t h[3], uint32_t all) {
    int d = s->declarer;
    uint32_t mine = h[d] & s->class_mask[TRUMP];
    if (!mine) return 0;
    uint32_t weakest = 1u << (31 - __builtin_clz(mine));
    uint32_t stronger = all & s->class_mask[TRUMP] & ~mine & (weakest - 1);
    int plain = __builtin_popcount(h[d] & ~mine), held = __builtin_popcount(h[d]);
    int k = plain + __builtin_popcount(stronger);
    if (k >= held) k = held;
    int m = k - plain;
    if (m <= 0) return 0; /* nothing gained */
    int x = (d + 1) % 3, y = (d + 2) % 3, most = 0;
    uint32_t sx = stronger & h[x], sy = stronger & h[y];
    int nx = __builtin_popcount(sx), ny = __builtin_popcount(sy);
    for (int a = m - ny > 0 ? m - ny : 0; a <= m && a <= nx; a++) {
        int got = highest_points(s, sx, a) + highest_points(s, h[x], k - a) +
                  highest_points(s, sy, m - a) + highest_points(s, h[y], k - m + a);
        if (got > most) most = got;
    }
    return points_of(s, all) - highest_points(s, h[d], k) - most;
}

/* Tricks the player on lead `p` wins in a row with the top cards of the plain suits, and their
 * points: the highest cards of a suit that he holds win while no opponent can ruff (each one
 * with trumps still holds the suit) and, for a defender, while his partner follows suit, so
 * that the lead stays with him. */
static int cashed_tricks(const Solver *s, const uint32_t h[3], int p, uint32_t all, int *points) {
    int tricks = 0;
    for (int k = 0; k < TRUMP; k++) {
        uint32_t suit = all & s->class_mask[k];
        if (!(h[p] & suit)) continue;
        int limit = 10;
        for (int q = 0; q < 3; q++) {
            if (q == p) continue;
            int ruffs = s->credited[q] != s->credited[p] && (h[q] & s->class_mask[TRUMP]);
            int partner = s->credited[q] == s->credited[p];
            if (ruffs || partner) {
                int held = __builtin_popcount(h[q] & suit);
                if (held < limit) limit = held;
            }
        }
        for (uint32_t m = suit; m && limit > 0; m &= m - 1, limit--) {
            int c = __builtin_ctz(m);
            if (!(h[p] & (1u << c))) break;
            *points += s->pts[c];
            tricks++;
        }
    }
    return tricks;
}

/* Tricks one side wins for sure and the points of its own cards in them; `tricks` counts the
 * tricks (two defenders' trumps may share one), each of which takes a card of every opponent. */
typedef struct {
    int tricks, points;
} Sure;

/* The sure trump tricks of `side` (1: the declarer, 0: the defenders). The trumps above all
 * of the other side's win the trick they fall in. And a trump wins unless a higher one of the
 * other side falls in its trick, each of which beats one declarer's trump, or two defenders'
 * trumps in one trick: so at least the trumps beyond the other side's higher ones win, and
 * they hold at least the side's lowest trumps. */
static Sure sure_trumps(const Solver *s, const uint32_t h[3], uint32_t all, int side) {
    Sure run = {0, 0}, length = {0, 0};
    int d = s->declarer;
    uint32_t trumps = all & s->class_mask[TRUMP];
    uint32_t mine = (side ? h[d] : all & ~h[d]) & trumps, theirs = trumps & ~mine;
    if (!mine) return run;
    uint32_t top = theirs ? mine & ((theirs & -theirs) - 1) : mine; /* above all of theirs */
    for (uint32_t m = top; m; m &= m - 1) run.points += s->pts[__builtin_ctz(m)];
    if (side) run.tricks = __builtin_popcount(top);
    else {
        int x = __builtin_popcount(top & h[(d + 1) % 3]);
        int y = __builtin_popcount(top & h[(d + 2) % 3]);
        run.tricks = x > y ? x : y;
    }
    if (!theirs) return run;
    int weakest = 31 - __builtin_clz(mine);
    int stronger = __builtin_popcount(theirs & ((1u << weakest) - 1));
    int kept = __builtin_popcount(mine) - (side ? stronger : 2 * stronger);
    if (kept <= 0) return run;
    length.points = lowest_points(s, mine, kept);
    length.tricks = side ? kept : (kept + 1) / 2;
    return length.tricks > run.tricks || (length.tricks == run.tricks && length.points > run.points)
               ? length
               : run;
}

/* Card-point bounds from sure tricks: the sure trumps of each side, and for the side on lead
 * the plain-suit tricks its leader cashes first. With an announced Schwarz the declarer's
 * points count only up to the defenders' first trick: his lower bound is not used then. */
static void sure_points(const Solver *s, const uint32_t h[3], uint32_t all, int leader,
                        int *lower, int *upper) {
    for (int side = 0; side <= 1; side++) {
        if (side == 1 && s->stop) continue;
        Sure sure = sure_trumps(s, h, all, side);
        if (s->credited[leader] == side)
            sure.tricks += cashed_tricks(s, h, leader, all, &sure.points);
        int points = sure.points;
        for (int q = 0; q < 3; q++)
            if (s->credited[q] != side) points += lowest_points(s, h[q], sure.tricks);
        if (side == 1) *lower = points;
        else *upper -= points;
    }
}

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

/* Principal-variation search: a later move of a node first only has to be shown no better than
 * the best so far, with a null window; only if it is better does the full window value it. */
static int scout(Solver *s, uint32_t h[3], int p, int card, int leader, int n, int t0, int t1,
                 int maximize, int alpha, int beta) {
    if (maximize) {
        int v = child(s, h, p, card, leader, n, t0, t1, alpha, alpha + 1);
        return v > alpha && v < beta ? child(s, h, p, card, leader, n, t0, t1, v - 1, beta) : v;
    }
    int v = child(s, h, p, card, leader, n, t0, t1, beta - 1, beta);
    return v < beta && v > alpha ? child(s, h, p, card, leader, n, t0, t1, alpha, v + 1) : v;
}

/* ---- Two threads: young brothers wait ----------------------------------------------------
 * A parallel exact search shares the table between two threads. A node whose first move did not
 * cut off will likely need all its moves: when the other thread is idle, the node becomes a
 * split node whose remaining moves both threads take one by one, each with the window the moves
 * done so far left (a full window first tries a null one, as `scout` does). A cutoff there stops
 * the other thread's work below it, and nothing half searched is stored. A thread that has no
 * move left at its own split node helps at the split nodes below it. The threads spin instead of
 * sleeping (a sleeping thread wakes too late to help), and only briefly hold the lock, a spin
 * lock for the same reason. */
#define SPLIT_CARDS 12 /* cards left at the smallest node worth sharing */

typedef struct Split {
    struct Split *parent; /* the split node its owner was working for */
    uint32_t h[3];
    int p, leader, n, t0, t1, maximize, alpha, beta, count, next, workers, best, best_move;
    int wide; /* a full window: later moves get a null window first (as in `scout`) */
    volatile int cut;
    uint8_t moves[16], run_of[32], done[16];
    int values[16];
} Split;

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

static inline void spin_lock(volatile char *lock) {
    while (__atomic_test_and_set(lock, __ATOMIC_ACQUIRE))
        while (*lock) cpu_relax();
}

static inline void spin_unlock(volatile char *lock) { __atomic_clear(lock, __ATOMIC_RELEASE); }

typedef struct Shared {
    char lock __attribute__((aligned(64))); /* apart from the fields read at every node */
    Split *offer __attribute__((aligned(64))); /* a split node waiting for help */
    volatile int idle;                          /* threads waiting for work */
    int finished;
} Shared;

/* Whether a cutoff above made this thread's current work useless. */
static int aborted(const Solver *s) {
    for (const Split *sp = s->within; sp != NULL; sp = sp->parent)
        if (sp->cut) return 1;
    return 0;
}

/* Searches moves of `sp` until none is left; called and returns with the lock held. */
static void work_on(Solver *s, Split *sp) {
    Shared *sh = s->shared;
    Split *outer = s->within;
    s->within = sp;
    while (sp->next < sp->count && !aborted(s)) {
        int i = sp->next++, v = 0, alpha = sp->alpha, beta = sp->beta;
        int pruned = run_bound(s, sp->moves, i, sp->values, sp->run_of, sp->done, sp->count,
                               sp->maximize, alpha, beta, &v);
        sp->workers++;
        spin_unlock(&sh->lock);
        if (!pruned)
            v = sp->wide ? scout(s, sp->h, sp->p, sp->moves[i], sp->leader, sp->n, sp->t0, sp->t1,
                                 sp->maximize, alpha, beta)
                         : child(s, sp->h, sp->p, sp->moves[i], sp->leader, sp->n, sp->t0, sp->t1,
                                 alpha, beta);
        spin_lock(&sh->lock);
        sp->workers--;
        if (!aborted(s)) {
            sp->values[i] = v;
            sp->done[i] = 1;
            if (sp->maximize ? v > sp->best : v < sp->best) {
                sp->best = v;
                sp->best_move = sp->moves[i];
            }
            if (sp->maximize && sp->best > sp->alpha) sp->alpha = sp->best;
            if (!sp->maximize && sp->best < sp->beta) sp->beta = sp->best;
            if (sp->alpha >= sp->beta) sp->cut = 1;
        }
    }
    s->within = outer;
}

/* Waits until `sp` (NULL: the end of the search) needs this thread no more, helping meanwhile
 * at any split node offered; called and returns with the lock held. */
static void help_until_done(Solver *s, Split *sp) {
    Shared *sh = s->shared;
    while (sp != NULL ? sp->workers > 0 : !sh->finished) {
        if (sh->offer != NULL) {
            Split *offer = sh->offer;
            sh->offer = NULL;
            work_on(s, offer);
            continue;
        }
        sh->idle++;
        spin_unlock(&sh->lock);
        /* spin rather than sleep: a split node is worth taking only within microseconds; after
         * a millisecond or so, offer the core to other threads between looks */
        for (int spins = 0;
             !*(Split *volatile *)&sh->offer &&
             (sp != NULL ? *(volatile int *)&sp->workers > 0 : !*(volatile int *)&sh->finished);
             spins++)
            if (spins < 20000) cpu_relax();
            else sched_yield();
        spin_lock(&sh->lock);
        sh->idle--;
    }
}

/* The moves of a node from `first` on, by both threads; returns the node's value. */
static int split(Solver *s, const uint32_t h[3], int p, int leader, int n, int t0, int t1,
                 int maximize, int alpha, int beta, const uint8_t *moves, const uint8_t *run_of,
                 const int *values, int first, int count, int best, int *best_move) {
    Shared *sh = s->shared;
    Split sp = {.parent = s->within, .p = p, .leader = leader, .n = n, .t0 = t0, .t1 = t1,
                .maximize = maximize, .alpha = alpha, .beta = beta, .count = count, .next = first,
                .best = best, .best_move = *best_move, .wide = beta - alpha > 1};
    memcpy(sp.h, h, sizeof sp.h);
    memcpy(sp.moves, moves, (size_t)count);
    memcpy(sp.run_of, run_of, sizeof sp.run_of);
    for (int i = 0; i < first; i++) {
        sp.done[i] = 1;
        sp.values[i] = values[i];
    }
    spin_lock(&sh->lock);
    if (sh->offer == NULL) sh->offer = &sp;
    work_on(s, &sp);
    if (sh->offer == &sp) sh->offer = NULL;
    help_until_done(s, &sp);
    spin_unlock(&sh->lock);
    *best_move = sp.best_move;
    return sp.best;
}

static void *helper_thread(void *arg) {
    Solver *s = arg;
    spin_lock(&s->shared->lock);
    help_until_done(s, NULL);
    spin_unlock(&s->shared->lock);
    return NULL;
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

/* Takes the value `v` of a move into its node's `best` and window (fail-soft alpha-beta, for
 * the player who maximizes or minimizes); returns whether the node cuts off. */
static inline int take(int maximize, int v, int *best, int *alpha, int *beta) {
    if (maximize ? v > *best : v < *best) *best = v;
    if (maximize && *best > *alpha) *alpha = *best;
    if (!maximize && *best < *beta) *beta = *best;
    return *alpha >= *beta;
}

/* The last two tricks, played out exactly (fail-soft alpha-beta): each player chooses among at
 * most two cards. */
static int two_tricks(const Solver *s, const uint32_t h[3], int leader, int alpha, int beta) {
    int p0 = leader, p1 = (leader + 1) % 3, p2 = (leader + 2) % 3;
    int max0 = s->maximize[p0], max1 = s->maximize[p1], max2 = s->maximize[p2];
    int best0 = max0 ? -1 : 1000;
    for (uint32_t m0 = h[p0]; m0; m0 &= m0 - 1) {
        int a = __builtin_ctz(m0), best1 = max1 ? -1 : 1000, alpha1 = alpha, beta1 = beta;
        for (uint32_t m1 = legal_of(s, h[p1], a); m1; m1 &= m1 - 1) {
            int b = __builtin_ctz(m1), best2 = max2 ? -1 : 1000, alpha2 = alpha1, beta2 = beta1;
            int w1 = 0, top = a;
            if (beats(s, b, top)) { w1 = 1; top = b; }
            for (uint32_t m2 = legal_of(s, h[p2], a); m2; m2 &= m2 - 1) {
                int c = __builtin_ctz(m2), w = w1, v;
                if (beats(s, c, top)) w = 2;
                int winner = (leader + w) % 3, credited = s->credited[winner];
                uint32_t rest[3];
                rest[p0] = h[p0] ^ (1u << a);
                rest[p1] = h[p1] ^ (1u << b);
                rest[p2] = h[p2] ^ (1u << c);
                if (s->binary) v = credited ? 1 : last_trick(s, rest, winner);
                else if (!credited && s->stop) v = 0;
                else v = (credited ? s->pts[a] + s->pts[b] + s->pts[c] : 0) +
                         last_trick(s, rest, winner);
                if (take(max2, v, &best2, &alpha2, &beta2)) break;
            }
            if (take(max1, best2, &best1, &alpha1, &beta1)) break;
        }
        if (take(max0, best1, &best0, &alpha, &beta)) break;
    }
    return best0;
}

/* The reply of `hand` to the lead `led` that beats most: its strongest card of the suit led,
 * else its strongest trump; NO_CARD when it can beat nothing. */
static int best_reply(const Solver *s, uint32_t hand, int led) {
    uint32_t follow = hand & s->class_mask[s->cls[led]];
    if (follow) return __builtin_ctz(follow);
    uint32_t trumps = hand & s->class_mask[TRUMP];
    return trumps ? __builtin_ctz(trumps) : NO_CARD;
}

/* Whether the side of `p` wins the trick `p` leads with `card` when everybody replies with the
 * card that beats most. */
static int side_wins(const Solver *s, const uint32_t h[3], int p, int card) {
    int ours = card, theirs = NO_CARD;
    for (int q = 1; q <= 2; q++) {
        int other = (p + q) % 3, reply = best_reply(s, h[other], card);
        if (reply == NO_CARD) continue;
        int *top = s->credited[other] == s->credited[p] ? &ours : &theirs;
        if (*top == NO_CARD || beats(s, reply, *top)) *top = reply;
    }
    return theirs == NO_CARD || !beats(s, theirs, ours);
}

static void order_moves(const Solver *s, const uint32_t h[3], uint8_t *moves, int count, int p,
                        int n, int t0, int t1, int leader, int hint, uint32_t others) {
    uint32_t ruff = 0; /* at a lead: plain suits an opponent of the player may trump */
    for (int q = 1; q <= 2 && n == 0; q++) {
        uint32_t opp = h[(p + q) % 3];
        if (s->credited[(p + q) % 3] == s->credited[p] || !(opp & s->class_mask[TRUMP])) continue;
        for (int k = 0; k < TRUMP; k++)
            if (!(opp & s->class_mask[k])) ruff |= s->class_mask[k];
    }
    uint32_t score[16];
    int wants = s->maximize[p] == s->credited[p]; /* this player wants its side to win tricks */
    int win_card = NO_CARD, win_mine = 0;
    if (n > 0) {
        win_card = t0;
        int w = 0;
        if (n == 2 && beats(s, t1, t0)) { win_card = t1; w = 1; }
        win_mine = s->credited[(leader + w) % 3] == s->credited[p];
    }
    for (int i = 0; i < count; i++) {
        int c = moves[i], v;
        int top = !(others & s->higher[c]);
        if (c == hint) {
            v = 1000;
        } else if (n == 0) {
            int trump = s->cls[c] == TRUMP, ruffed = (int)(ruff >> c & 1);
            if (!wants) v = 300 - s->str[c];
            else if (s->credited[p] && s->maximize[p]) /* declarer: safe winners, top trumps */
                v = trump           ? (top ? 300 : 50) + s->str[c]
                    : top && !ruffed ? 400 + s->pts[c]
                    : top            ? 250 + s->pts[c]
                                     : 100 - s->pts[c] - 20 * ruffed;
            else /* defenders: leads their side wins with best replies, keep trumps */
                v = side_wins(s, h, p, c) ? (trump ? 200 + s->str[c] : 300 + s->pts[c])
                    : trump               ? 50 + s->str[c]
                                          : 150 + s->pts[c] - 20 * ruffed;
            if (wants) /* fewer replies to search */
                v -= 2 * (__builtin_popcount(legal_of(s, h[(p + 1) % 3], c)) +
                          __builtin_popcount(legal_of(s, h[(p + 2) % 3], c)));
        } else if (n == 1 && wants) { /* second hand: will the third player take the trick? */
            int wins = beats(s, c, win_card), top_card = wins ? c : win_card;
            int third = (p + 1) % 3, partner = s->credited[third] == s->credited[p];
            int reply = best_reply(s, h[third], t0);
            int third_beats = reply != NO_CARD && beats(s, reply, top_card);
            if (wins || win_mine) /* our card is on top: points if it stays there */
                v = partner || !third_beats ? (wins ? 250 - s->str[c] / 4 : 300) + s->pts[c]
                                            : 100 - s->pts[c];
            else /* theirs is on top: points only if the partner takes it */
                v = partner && third_beats ? 200 + s->pts[c] / 2 : 50 - s->pts[c] - s->str[c] / 4;
        } else {
            int wins = beats(s, c, win_card);
            if (!wants) {
                v = wins ? 50 - s->str[c] : 200 + s->str[c];
            } else if (win_mine && !wins) {
                v = 100 + s->pts[c];
            } else if (wins && !win_mine) {
                v = n == 2 ? 200 + 2 * s->pts[c] - s->str[c] / 2 : 150 + s->pts[c] + s->str[c] / 4;
            } else if (wins) {
                v = n == 2 ? 50 + s->pts[c] : 60 - s->str[c];
            } else {
                v = 50 - s->pts[c] - s->str[c] / 4;
            }
        }
        uint32_t h = s->history[c];
        score[i] = ((uint32_t)v << 20) | (h > 0xFFFFF ? 0xFFFFF : h);
    }
    for (int i = 1; i < count; i++) {
        uint32_t v = score[i];
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
    Entry *b = NULL;
    uint16_t key = 0;
    int hint = NO_CARD, tt_lower = 0, tt_upper = 0;
    uint32_t ch[3];
    uint64_t code = 0;
    if (n == 0) {
        uint32_t all = h[0] | h[1] | h[2];
        if (!all || (s->within != NULL && aborted(s))) return 0;
        int cards_each = __builtin_popcount(h[0]);
        int upper = s->binary ? 1 : points_of(s, all), lower = 0;
        if (upper <= alpha) return upper; /* before the dearer bounds */
        if (cards_each == 1) return last_trick(s, h, leader);
        if (cards_each == 2) return two_tricks(s, h, leader, alpha, beta);
        if (!s->binary) sure_points(s, h, all, leader, &lower, &upper);
        if (upper <= alpha) return upper;
        if (lower >= beta) return lower;
        key = (uint16_t)(s->tag * 4 + leader + 1);
        canonical(s, h, ch);
        code = position_code(ch);
        b = bucket(s, code, key);
        uint64_t d;
        uint32_t stored;
        tt_upper = upper;
        if (holds(&b[0], code, key, &d, &stored) || holds(&b[1], code, key, &d, &stored)) {
            int lo = DATA_LOWER(d), up = DATA_UPPER(d);
            if (stored != all && !s->binary) {
                int rise, fall;
                point_shift(s, stored, all, &rise, &fall);
                lo = lo > fall ? lo - fall : 0;
                up = up + rise < upper ? up + rise : upper;
            }
            if (lo >= beta) return lo;
            if (up <= alpha) return up;
            if (lo == up) return lo;
            if (lo > alpha) alpha = lo;
            if (up < beta) beta = up;
            tt_lower = lo;
            tt_upper = up;
            hint = actual_card(s, h, DATA_BEST(d));
        }
        if (!s->binary && !s->stop) { /* a dearer bound, worth it only before a search */
            int more = trump_play_lower(s, h, all);
            if (more >= beta) return more;
            if (more > alpha) alpha = more;
            if (more > tt_lower) tt_lower = more;
        }
    }
    int alpha0 = alpha, beta0 = beta;
    int p = (leader + n) % 3;
    int led = n == 0 ? NO_CARD : t0;
    uint32_t legal = legal_of(s, h[p], led);
    uint32_t others = h[(p + 1) % 3] | h[(p + 2) % 3];
    if (n >= 1) others |= 1u << t0;
    if (n == 2) others |= 1u << t1;
    uint8_t moves[16] = {0}, run_of[32];
    int values[16];
    int count = gen_moves(s, legal, others, moves, run_of);
    if (count > 1) order_moves(s, h, moves, count, p, n, t0, t1, leader, hint, others);
    int maximize = s->maximize[p];
    int best = maximize ? -1 : 1000, best_move = moves[0];
    for (int i = 0; i < count; i++) {
        if (i >= 1 && count - i >= 2 && s->shared != NULL && s->shared->idle &&
            __builtin_popcount(h[0] | h[1] | h[2]) >= SPLIT_CARDS) {
            best = split(s, h, p, leader, n, t0, t1, maximize, alpha, beta, moves, run_of, values,
                         i, count, best, &best_move);
            break;
        }
        int v = 0;
        if (!run_bound(s, moves, i, values, run_of, NULL, count, maximize, alpha, beta, &v))
            v = i > 0 && beta - alpha > 1
                    ? scout(s, h, p, moves[i], leader, n, t0, t1, maximize, alpha, beta)
                    : child(s, h, p, moves[i], leader, n, t0, t1, alpha, beta);
        if (n == 0 && s->within != NULL && aborted(s)) return 0;
        values[i] = v;
        if (maximize) {
            if (v > best) { best = v; best_move = moves[i]; }
            if (best > alpha) alpha = best;
        } else {
            if (v < best) { best = v; best_move = moves[i]; }
            if (best < beta) beta = best;
        }
        if (alpha >= beta) {
            uint32_t left = (uint32_t)__builtin_popcount(h[p]); /* early cutoffs weigh more */
            s->history[moves[i]] += left * left;
            break;
        }
    }
    if (b != NULL) {
        if (s->within != NULL && aborted(s)) return 0;
        if (best <= alpha0) tt_upper = best < tt_upper ? best : tt_upper;
        else if (best >= beta0) tt_lower = best > tt_lower ? best : tt_lower;
        else tt_lower = tt_upper = best;
        store(s, b, code, key, h[0] | h[1] | h[2], tt_lower, tt_upper,
              canonical_card(s, h, best_move));
    }
    return best;
}

/* ---- Python glue -------------------------------------------------------------------------- */

static int setup(Solver *s, Py_buffer *tt, Py_buffer *ctx, int tag, int age) {
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
    s->declarer = s->credited[0] ? 0 : s->credited[1] ? 1 : 2;
    s->binary = b[99];
    s->stop = b[100];
    memcpy(s->maximize, b + 101, 3);
    for (int c = 0; c < 32; c++) {
        if (s->cls[c] > TRUMP) {
            PyErr_SetString(PyExc_ValueError, "bad follow class");
            return -1;
        }
    }
    uint8_t order[32], cls[32], str[32], pts[32]; /* the cards by class, strongest first */
    int k = 0;
    for (int klass = 0; klass <= TRUMP; klass++) {
        int start = k;
        s->class_start[klass] = (uint8_t)k;
        for (int c = 0; c < 32; c++)
            if (s->cls[c] == klass) order[k++] = (uint8_t)c;
        for (int i = start + 1; i < k; i++) {
            uint8_t m = order[i];
            int j = i - 1;
            while (j >= start && s->str[order[j]] < s->str[m]) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = m;
        }
    }
    s->class_start[TRUMP + 1] = (uint8_t)k;
    for (int i = 0; i < 32; i++) {
        s->index[order[i]] = (uint8_t)i;
        cls[i] = s->cls[order[i]];
        str[i] = s->str[order[i]];
        pts[i] = s->pts[order[i]];
    }
    memcpy(s->cls, cls, 32);
    memcpy(s->str, str, 32);
    memcpy(s->pts, pts, 32);
    for (int klass = 0; klass <= TRUMP; klass++) {
        int lo = s->class_start[klass], hi = s->class_start[klass + 1];
        s->class_mask[klass] = (uint32_t)(((1ull << hi) - 1) & ~((1ull << lo) - 1));
    }
    for (int c = 0; c < 32; c++) {
        s->higher[c] = s->class_mask[s->cls[c]] & ((1u << c) - 1);
        s->history[c] = 0;
    }
    for (int v = 0; v < 6; v++) {
        s->points_mask[v] = 0;
        for (int c = 0; c < 32; c++)
            if (s->pts[c] == POINT_VALUES[v]) s->points_mask[v] |= 1u << c;
    }
    s->tag = (uint16_t)tag;
    s->age = (uint8_t)age;
    s->tt = (Entry *)tt->buf;
    s->tt_mask = (uint32_t)(entries - 1);
    s->nodes = 0;
    s->shared = NULL;
    s->within = NULL;
    return 0;
}

/* A set of cards in the internal numbering. */
static uint32_t internal(const Solver *s, uint32_t cards) {
    uint32_t out = 0;
    for (; cards; cards &= cards - 1) out |= 1u << s->index[__builtin_ctz(cards)];
    return out;
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

/* search(tt, ctx, tag, age, h0, h1, h2, leader, n, t0, t1, alpha, beta) -> (value, nodes) */
static PyObject *py_search(PyObject *self, PyObject *args) {
    Py_buffer tt, ctx;
    unsigned long h0, h1, h2;
    int tag, age, leader, n, t0, t1, alpha, beta;
    if (!PyArg_ParseTuple(args, "w*y*iikkkiiiiii", &tt, &ctx, &tag, &age, &h0, &h1, &h2, &leader,
                          &n, &t0, &t1, &alpha, &beta))
        return NULL;
    Solver s;
    int value = 0;
    if (setup(&s, &tt, &ctx, tag, age) == 0 && check_position(h0, h1, h2, leader, n, t0, t1) == 0) {
        uint32_t h[3] = {internal(&s, (uint32_t)h0), internal(&s, (uint32_t)h1),
                         internal(&s, (uint32_t)h2)};
        Py_BEGIN_ALLOW_THREADS
        int a = n >= 1 ? s.index[t0] : NO_CARD, b = n == 2 ? s.index[t1] : NO_CARD;
        value = search(&s, h, leader, n, a, b, alpha, beta);
        Py_END_ALLOW_THREADS
    }
    PyBuffer_Release(&tt);
    PyBuffer_Release(&ctx);
    if (PyErr_Occurred()) return NULL;
    return Py_BuildValue("iL", value, s.nodes);
}

/* The exact value in [lower, upper]; with a second thread that helps at split nodes when
 * `threads` is 2, card points are counted (yes/no searches are too quick to share) and the
 * thread starts. */
static int solve_exact(Solver *s, uint32_t h[3], int leader, int n, int t0, int t1, int lower,
                       int upper, int threads) {
    Shared shared = {.offer = NULL, .idle = 0, .finished = 0};
    Solver helper = *s;
    pthread_t thread;
    int started = threads >= 2 && !s->binary &&
                  __builtin_popcount(h[0] | h[1] | h[2]) >= SPLIT_CARDS;
    if (started) {
        s->shared = helper.shared = &shared;
        if (pthread_create(&thread, NULL, helper_thread, &helper) != 0) {
            s->shared = NULL;
            started = 0;
        }
    }
    int value = search(s, h, leader, n, t0, t1, lower - 1, upper + 1);
    if (started) {
        spin_lock(&shared.lock);
        shared.finished = 1;
        spin_unlock(&shared.lock);
        pthread_join(thread, NULL);
        s->nodes += helper.nodes;
        s->shared = NULL;
    }
    return value;
}

/* solve(tt, ctx, tag, age, h0, h1, h2, leader, n, t0, t1, lower, upper, threads=1)
 *     -> (value, nodes)
 * The exact value, known to lie in [lower, upper]: principal-variation search, where only the
 * first move of a node gets the full window and the others a null window to prove them worse;
 * with threads=2 two threads share the work (the value is the same, the node count varies). */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    Py_buffer tt, ctx;
    unsigned long h0, h1, h2;
    int tag, age, leader, n, t0, t1, lower, upper, threads = 1;
    if (!PyArg_ParseTuple(args, "w*y*iikkkiiiiii|i", &tt, &ctx, &tag, &age, &h0, &h1, &h2,
                          &leader, &n, &t0, &t1, &lower, &upper, &threads))
        return NULL;
    Solver s;
    if (setup(&s, &tt, &ctx, tag, age) == 0 && check_position(h0, h1, h2, leader, n, t0, t1) == 0) {
        uint32_t h[3] = {internal(&s, (uint32_t)h0), internal(&s, (uint32_t)h1),
                         internal(&s, (uint32_t)h2)};
        int a = n >= 1 ? s.index[t0] : NO_CARD, b = n == 2 ? s.index[t1] : NO_CARD;
        Py_BEGIN_ALLOW_THREADS
        lower = solve_exact(&s, h, leader, n, a, b, lower, upper, threads);
        Py_END_ALLOW_THREADS
    }
    PyBuffer_Release(&tt);
    PyBuffer_Release(&ctx);
    if (PyErr_Occurred()) return NULL;
    return Py_BuildValue("iL", lower, s.nodes);
}

static PyMethodDef methods[] = {
    {"search", py_search, METH_VARARGS, "Fail-soft alpha-beta value of a position."},
    {"solve", py_solve, METH_VARARGS, "Exact value of a position by principal-variation search."},
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
