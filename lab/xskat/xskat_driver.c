/*
 * Kiebitz's line driver for XSkat 4.0's computer player (measurement only).
 *
 * Compiled with XSkat's own skat.c / null.c (the computer player's functions),
 * which are not part of Kiebitz; skat.c's main is renamed xskat_main when it
 * is compiled (see xskat_mixed.py). Everything the X11 layer did is a no-op
 * here except placing a card on the table; XSkat's dialogs and its own main
 * loop are never reached. Each request is one line on stdin and
 * gets one line on stdout:
 *
 *   MAXBID <seat> <forehand> <32 cards>           -> <highest value XSkat bids>
 *   HAND <seat> <forehand> <bid> <32 cards>       -> PICKUP | HAND <game> <ouvert>
 *   DECLARE <seat> <forehand> <bid> <32 cards>    -> <game> <ouvert> <card> <card>
 *   PLAY <seed> <seat> <declarer> <game> <hand> <ouvert> <announce> <forehand> <bid>
 *        <30 cards at the start of play> <2 skat> <2 put away> <n> <n cards played>
 *                                                 -> <card>
 *
 * Cards are two letters (suit D H S C, rank 7 8 9 T J Q K A); the 32 cards are
 * seat 0, 1, 2 (ten each) and the skat; games are D H S C G N.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "defs.h"
#include "skat.h"
#include "null.h"
#define TEXT_C /* XSkat's text tables (text.c's other half) are defined here */
#include "text.h"

/* The display layer: nothing to draw. */
VOID calc_desk(sn) int sn; {}
VOID clear_info() {}
VOID clr_desk(n) int n; {}
VOID b_text(s,t) int s; VOID *t; {}
VOID do_msaho(sn,t) int sn; char *t; {}
VOID draw_skat(sn) int sn; {}
VOID givecard(s,n) int s,n; {}
VOID home_skat() {}
VOID info_reiz() {}
VOID info_spiel() {}
VOID info_stich(a,b) int a,b; {}
VOID initscr(sn,f) int sn,f; {}
VOID inv_box(s,c,r) int s,c,r; {}
VOID nimm_stich() {}
VOID put_box(s) int s; {}
VOID put_fbox(sn,t) int sn,t; {}
VOID putmark(s) int s; {}
VOID rem_box(s) int s; {}
VOID remmark(f) int f; {}
VOID revolutionscr() {}
VOID setcurs(f) int f; {}
VOID show_hint(sn,c,d) int sn,c,d; {}
VOID stdwait() {}
VOID waitt(t,f) int t,f; {}
VOID di_dicht() { ndichtw=1; }
/* Ramsch is never played here. */
VOID m_bramsch() { playcd=0; }
VOID ramsch_stich() {}
VOID ramsch_result() {}
VOID init_ramsch() {}
/* XSkat's dialogs and window set-up: only its own main loop calls them. */
static VOID unreached(name) char *name;
{
  fprintf(stderr,"xskat driver: %s reached\n",name);
  exit(3);
}
VOID di_ansage() { unreached("di_ansage"); }
VOID di_copyr() { unreached("di_copyr"); }
VOID di_delliste() { unreached("di_delliste"); }
VOID di_grandhand() { unreached("di_grandhand"); }
VOID di_hand() { unreached("di_hand"); }
VOID di_info() { unreached("di_info"); }
VOID di_options() { unreached("di_options"); }
VOID di_proto() { unreached("di_proto"); }
VOID di_result() { unreached("di_result"); }
VOID di_spiel() { unreached("di_spiel"); }
VOID di_weiter() { unreached("di_weiter"); }
VOID di_wiederweiter() { unreached("di_wiederweiter"); }
VOID drop_card() { unreached("drop_card"); }
VOID exitus() { unreached("exitus"); }
VOID hndl_events() { unreached("hndl_events"); }
VOID xinit() { unreached("xinit"); }

static VOID drop_at(i) int i;
{
  stcd[vmh]=cards[i];
  gespcd[cards[i]]=2;
  if ((cards[i]&7)!=BUBE) gespfb[cards[i]>>3]++;
  cards[i]=-1;
}

static const char SUITS[]="DHSC";
static const char OURS[]="789TJQKA";   /* our rank letters */

static int card_of(const char *s)
{
  const char *f, *w;
  if (!s || strlen(s)!=2) return -1;
  f=strchr(SUITS,s[0]);
  w=strchr(OURS,s[1]);
  if (!f || !w || !*f || !*w) return -1;
  {
    static const int to_xskat[8]={7,6,5,1,4,3,2,0};
    return (int)(f-SUITS)<<3|to_xskat[w-OURS];
  }
}

static void put_card(char *out, int c)
{
  static const char to_ours[8]={'A','T','K','Q','J','9','8','7'};
  out[0]=SUITS[c>>3];
  out[1]=to_ours[c&7];
  out[2]=0;
}

static char game_letter(int t)
{
  return t==-1?'N':t==4?'G':SUITS[t];
}

static int trumpf_of(char g)
{
  if (g=='N') return -1;
  if (g=='G') return 4;
  return (int)(strchr(SUITS,g)-SUITS);
}

static int next_int(void)
{
  char *t=strtok(NULL," \t\n");
  if (!t) { fprintf(stderr,"driver: missing number\n"); exit(2); }
  return atoi(t);
}

static int next_card(void)
{
  char *t=strtok(NULL," \t\n");
  int c=card_of(t);
  if (c<0) { fprintf(stderr,"driver: bad card '%s'\n",t?t:""); exit(2); }
  return c;
}

static void set_bid(int value)
{
  int i;
  reizp=0;
  for (i=0;reizw[i]<999;i++) if (reizw[i]<=value) reizp=i;
}

static void fresh(int forehand)
{
  int i,j;
  numsp=0;
  for (i=0;i<3;i++) { strateg[i]=0; hints[i]=0; }
  spitzezaehlt=revolution=kontrastufe=bockspiele=ramschspiele=playramsch=0;
  schenkstufe=oldrules=0;
  schnang=schwang=ouveang=spitzeang=revolang=0;
  handsp=gedr=vmh=0;
  stich=1;
  trumpf=-1;
  ausspl=hoerer=forehand;
  sager=left(forehand);
  geber=right(forehand);
  for (i=0;i<32;i++) gespcd[i]=0;
  for (i=0;i<4;i++) gespfb[i]=0;
  for (i=0;i<3;i++) for (j=0;j<5;j++) hatnfb[i][j]=0;
  butternok=astsum=gstsum=stsum=0;
  ndichtw=1;
  hintcard[0]=hintcard[1]=-1;
}

static void read_deal(void)
{
  int i;
  for (i=0;i<32;i++) cards[i]=next_card();
}

/* The declarer's ten cards and the skat, as do_handspiel keeps them. */
static void take_seat(int seat, int bid)
{
  int i;
  spieler=seat;
  set_bid(bid);
  for (i=0;i<10;i++) spcards[i]=cards[10*seat+i];
  spcards[10]=cards[30];
  spcards[11]=cards[31];
  save_skat(0);
}

/* Before each card, whoever plays it: what do_spielen does. */
static void preamble(int s)
{
  int i;
  if (s==spieler) {
    adjfb(left(spieler),2);
    adjfb(right(spieler),2);
    for (i=0;i<5;i++) {
      if (!hatnfb[left(spieler)][i] || !hatnfb[right(spieler)][i]) {
        if (hatnfb[left(spieler)][i]==2) hatnfb[left(spieler)][i]=0;
        if (hatnfb[right(spieler)][i]==2) hatnfb[right(spieler)][i]=0;
      }
    }
  }
  if (ouveang) adjfb(spieler,1);
  calc_poss(s);
}

static void after_card(void)
{
  if (vmh==2) {
    get_next();
    vmh=0;
    stich++;
  }
  else vmh++;
}

/* do_angesagt and spielphase: the play begins. */
static void begin_play(void)
{
  int i,c;
  stich=1;
  schwz=1;
  nullv=0;
  spitzeok=0;
  vmh=0;
  sptruempfe=0;
  for (i=0;i<10;i++) {
    c=cards[spieler*10+i];
    if ((c&7)==BUBE || c>>3==trumpf) sptruempfe++;
  }
  karobube();
  if (trumpf==-1) init_null();
}

static void play_card(int s, int c)
{
  int i;
  for (i=0;i<10;i++) if (cards[10*s+i]==c) break;
  if (i==10) { fprintf(stderr,"driver: seat %d does not hold the card\n",s); exit(3); }
  preamble(s);
  drop_at(10*s+i);
  after_card();
}

static int choose_card(int s)
{
  int c;
  preamble(s);
  make_best(s);
  c=cards[possi[playcd]];
  drop_at(possi[playcd]);
  after_card();
  return c;
}

static void cmd_play(void)
{
  int seed1,me,decl,hand,ouvert,announce,fore,bid,n,i,c,skat0[2],skat1[2];
  char g, out[3];
  seed1=next_int();
  me=next_int();
  decl=next_int();
  g=strtok(NULL," \t\n")[0];
  hand=next_int();
  ouvert=next_int();
  announce=next_int();
  fore=next_int();
  bid=next_int();
  fresh(fore);
  for (i=0;i<30;i++) cards[i]=next_card();
  skat0[0]=next_card(); skat0[1]=next_card();
  skat1[0]=next_card(); skat1[1]=next_card();
  spieler=decl;
  set_bid(bid);
  trumpf=trumpf_of(g);
  handsp=hand;
  ouveang=ouvert;
  schnang=announce>=1;
  schwang=announce>=2;
  cards[30]=skat0[0]; cards[31]=skat0[1];
  save_skat(0);
  cards[30]=skat1[0]; cards[31]=skat1[1];
  prot2.skat[1][0]=cards[30]; prot2.skat[1][1]=cards[31];
  /* the twelve cards: the hand at the start of play and what lies in the skat */
  for (i=0;i<10;i++) spcards[i]=cards[10*decl+i];
  spcards[10]=skat1[0]; spcards[11]=skat1[1];
  stsum=cardw[cards[30]&7]+cardw[cards[31]&7];
  gedr=2;
  if (me==decl && !hand && trumpf!=-1) {
    gespcd[cards[30]]=1;
    gespcd[cards[31]]=1;
  }
  naussplfb[0]=naussplfb[1]=naussplfb[2]=-1;
  if (trumpf==-1 && me==decl) {
    int keep=maxrw[decl];
    testnull(decl);
    maxrw[decl]=keep;
  }
  begin_play();
  setrnd(&seed[1],(long)seed1);
  n=next_int();
  for (i=0;i<n;i++) {
    c=next_card();
    play_card((ausspl+vmh)%3,c);
  }
  if ((ausspl+vmh)%3!=me) { fprintf(stderr,"driver: not seat %d's turn\n",me); exit(3); }
  c=choose_card(me);
  put_card(out,c);
  printf("%s\n",out);
}

static void cmd_maxbid(void)
{
  int s=next_int(),fore=next_int();
  fresh(fore);
  read_deal();
  calc_rw(s);
  printf("%d\n",maxrw[s]);
}

static int is_null(int v)
{
  int i;
  for (i=0;i<5;i++) if (v==nullw[i]) return 1;
  return 0;
}

static void cmd_hand(void)
{
  int s=next_int(),fore=next_int(),bid=next_int();
  fresh(fore);
  read_deal();
  calc_rw(s);
  take_seat(s,bid);
  if (is_null(maxrw[s])) {
    if (maxrw[s]!=nullw[0] && maxrw[s]!=nullw[2]) printf("HAND N %d\n",maxrw[s]>=nullw[3]);
    else printf("PICKUP\n");
    return;
  }
  if (testhand()) printf("HAND %c 0\n",game_letter(trumpf));
  else printf("PICKUP\n");
}

static void cmd_declare(void)
{
  int s=next_int(),fore=next_int(),bid=next_int();
  char a[3],b[3];
  fresh(fore);
  read_deal();
  calc_rw(s);
  take_seat(s,bid);
  calc_drueck();
  put_card(a,cards[30]);
  put_card(b,cards[31]);
  printf("%c %d %s %s\n",game_letter(trumpf),ouveang,a,b);
}

int main(void)
{
  char line[4096];
  setvbuf(stdout,NULL,_IOLBF,0);
  while (fgets(line,sizeof line,stdin)) {
    char *cmd=strtok(line," \t\n");
    if (!cmd) continue;
    if (!strcmp(cmd,"MAXBID")) cmd_maxbid();
    else if (!strcmp(cmd,"HAND")) cmd_hand();
    else if (!strcmp(cmd,"DECLARE")) cmd_declare();
    else if (!strcmp(cmd,"PLAY")) cmd_play();
    else if (!strcmp(cmd,"QUIT")) break;
    else { fprintf(stderr,"driver: unknown request %s\n",cmd); exit(2); }
    fflush(stdout);
  }
  return 0;
}
