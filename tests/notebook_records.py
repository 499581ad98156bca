"""ISS records for the notebook tests: a real record (ID 541932 of ../shared/data/iss/iss_real.sgf),
a copy with an illegal card, and a third good one, as one uploaded file."""

GOOD = (
    "(;GM[Skat]PC[International Skat Server]CO[]SE[24072]ID[541932]DT[2010-12-06/18:59:24/UTC]"
    "P0[zoot]P1[kermit]P2[foo]R0[]R1[]R2[0.0]MV[w HA.SK.SJ.SA.CQ.S8.C9.H7.H9.DQ.CJ.S9.DJ.S7.D9.SQ."
    "C8.HQ.DK.CA.D8.D7.DT.CT.ST.C7.HK.DA.HT.HJ.H8.CK 1 p 2 18 0 p 2 s w H8.CK 2 D.ST.H8 0 SA 1 S7 "
    "2 DA 2 HJ 0 SJ 1 D9 0 DQ 1 DJ 2 D7 1 CJ 2 D8 0 CQ 1 CA 2 C7 0 C9 1 S9 2 DT 0 S8 2 CT 0 H7 1 "
    "C8 2 CK 0 H9 1 HQ 2 HK 0 HA 1 SQ 0 SK 1 DK 2 HT ]R[d:2 loss v:-54 m:-2 bidok p:59 t:4 s:0 "
    "z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)"
)
# the same game with an illegal card (seat 1 plays the club jack twice), then a third record
DAMAGED = GOOD.replace("ID[541932]", "ID[9]").replace("1 CJ 2 D8", "1 CJ 2 D8 0 CQ 1 CJ", 1)
THIRD = GOOD.replace("ID[541932]", "ID[77]").replace("P0[zoot]", "P0[Anna]")
FILE = f"{GOOD}\n{DAMAGED}\n{THIRD}\n".encode()
