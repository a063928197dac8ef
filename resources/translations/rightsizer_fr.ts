<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Cli</name>
    <message>
        <source>%1  (90 %: %2 – %3)</source>
        <translation>%1  (90 % : %2 – %3)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 / %4  (mean %5)</source>
        <translation>%1 / %2 / %3 / %4  (moyenne %5)</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 per replica, at most %2 running</source>
        <translation>arrivées de Poisson, %1 par réplique, au plus %2 en cours</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requêtes/s</translation>
    </message>
    <message numerus="yes">
        <source>closed loop, %n client(s) per replica starting together, the first %1 requests measured (as a benchmark runs)</source>
        <translation>
            <numerusform>boucle fermée, %n client par réplique, les %1 premières requêtes mesurées (comme un benchmark)</numerusform>
            <numerusform>boucle fermée, %n clients par réplique partant ensemble, les %1 premières requêtes mesurées (comme un benchmark)</numerusform>
        </translation>
    </message>
    <message>
        <source>Under load: %1</source>
        <translation>Sous charge : %1</translation>
    </message>
    <message>
        <source>  scheduler</source>
        <translation>  ordonnanceur</translation>
    </message>
    <message>
        <source>%1 tokens per step, %2 sequences at most, KV cache for %3 tokens</source>
        <translation>%1 jetons par étape, %2 séquences au plus, cache KV pour %3 jetons</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimité</translation>
    </message>
    <message>
        <source>  TTFT p50</source>
        <translation>  TTFT p50</translation>
    </message>
    <message>
        <source>  TTFT p50/90/95/99</source>
        <translation>  TTFT p50/90/95/99</translation>
    </message>
    <message>
        <source>  TPOT p50</source>
        <translation>  TPOT p50</translation>
    </message>
    <message>
        <source>  TPOT p50/90/95/99</source>
        <translation>  TPOT p50/90/95/99</translation>
    </message>
    <message>
        <source>  inter-token p50/90/95/99</source>
        <translation>  entre jetons p50/90/95/99</translation>
    </message>
    <message>
        <source>  end-to-end p50/90/95/99</source>
        <translation>  de bout en bout p50/90/95/99</translation>
    </message>
    <message>
        <source>  served</source>
        <translation>  servi</translation>
    </message>
    <message>
        <source>%1, %2 per replica; %3 sequences decoding on average</source>
        <translation>%1, %2 par réplique ; %3 séquences en décodage en moyenne</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>  SATURATED</source>
        <translation>  SATURÉ</translation>
    </message>
    <message>
        <source>arrivals outpace the replica: latencies grow with the run</source>
        <translation>les arrivées dépassent la réplique : les latences croissent avec la durée</translation>
    </message>
    <message>
        <source> (pipeline stage %1 of %2, %3 layers, the fullest)</source>
        <translation> (étage de pipeline %1 sur %2, %3 couches, le plus chargé)</translation>
    </message>
    <message>
        <source>%1 layer-micro-batches x %2</source>
        <translation>%1 couches-micro-lots x %2</translation>
    </message>
    <message>
        <source> + logits %1</source>
        <translation> + logits %1</translation>
    </message>
    <message>
        <source> + the layer being recomputed %1</source>
        <translation> + la couche en recalcul %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), TP %1, PP %2</source>
        <translation>
            <numerusform>%n GPU, TP %1, PP %2</numerusform>
            <numerusform>%n GPU, TP %1, PP %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, CP %1</source>
        <translation>, CP %1</translation>
    </message>
    <message>
        <source>, EP %1, mode %2</source>
        <translation>, EP %1, mode %2</translation>
    </message>
    <message>
        <source>, interleaved VP %1</source>
        <translation>, VP entrelacé %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>%1 — %2 params (%3 active)</source>
        <translation>%1 — %2 paramètres (%3 actifs)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1, %2 visible to the runtime</source>
        <translation>%1, %2 visibles par l'environnement d'exécution</translation>
    </message>
    <message>
        <source>nf4 (QLoRA base)</source>
        <translation>nf4 (base QLoRA)</translation>
    </message>
    <message>
        <source>Precision (weights / KV)</source>
        <translation>Précision (poids / KV)</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3</source>
        <translation>%1 / %2, produits matriciels en %3</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3 (not native)</source>
        <translation>%1 / %2, produits matriciels en %3 (non natif)</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Moteur de service</translation>
    </message>
    <message>
        <source>%1, may use %2 of GPU memory</source>
        <translation>%1, peut utiliser %2 de la mémoire GPU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <source>  weights</source>
        <translation>  poids</translation>
    </message>
    <message>
        <source>%1 (%2 params on this GPU)</source>
        <translation>%1 (%2 paramètres sur ce GPU)</translation>
    </message>
    <message>
        <source>  KV cache</source>
        <translation>  cache KV</translation>
    </message>
    <message>
        <source>%1 (%2/token, whole model)</source>
        <translation>%1 (%2/jeton, modèle entier)</translation>
    </message>
    <message>
        <source>  gradients</source>
        <translation>  gradients</translation>
    </message>
    <message>
        <source>%1 (fp32 buffer)</source>
        <translation>%1 (tampon fp32)</translation>
    </message>
    <message>
        <source>%1 (16-bit buffer)</source>
        <translation>%1 (tampon 16 bits)</translation>
    </message>
    <message>
        <source>  optimizer states</source>
        <translation>  états de l'optimiseur</translation>
    </message>
    <message>
        <source>  activations</source>
        <translation>  activations</translation>
    </message>
    <message>
        <source>  runtime overhead</source>
        <translation>  surcoût d'exécution</translation>
    </message>
    <message>
        <source>  total / usable</source>
        <translation>  total / utilisable</translation>
    </message>
    <message>
        <source>%1 / %2  fits</source>
        <translation>%1 / %2  tient</translation>
    </message>
    <message>
        <source>%1 / %2  DOES NOT FIT (short %3)</source>
        <translation>%1 / %2  NE TIENT PAS (manque %3)</translation>
    </message>
    <message>
        <source>  largest part</source>
        <translation>  plus grande part</translation>
    </message>
    <message>
        <source>%1, %2 of the total</source>
        <translation>%1, %2 du total</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limité par le calcul</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limité par la mémoire</translation>
    </message>
    <message>
        <source>%1 (turns compute-bound at batch %2)</source>
        <translation>%1 (devient limité par le calcul au lot %2)</translation>
    </message>
    <message>
        <source>%1 (KV reads keep it memory-bound at any batch)</source>
        <translation>%1 (les lectures KV le gardent limité par la mémoire à tout lot)</translation>
    </message>
    <message numerus="yes">
        <source>Serving (per replica unless stated; %n replica(s))</source>
        <translation>
            <numerusform>Service (par réplique sauf mention ; %n réplique)</numerusform>
            <numerusform>Service (par réplique sauf mention ; %n répliques)</numerusform>
        </translation>
    </message>
    <message>
        <source>  batch</source>
        <translation>  lot</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n image</numerusform>
            <numerusform>%n images</numerusform>
        </translation>
    </message>
    <message>
        <source>  concurrency</source>
        <translation>  concurrence</translation>
    </message>
    <message>
        <source>  images/s (deployment)</source>
        <translation>  images/s (déploiement)</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>images/s</translation>
    </message>
    <message>
        <source>  seconds per batch</source>
        <translation>  secondes par lot</translation>
    </message>
    <message>
        <source>  TTFT</source>
        <translation>  TTFT</translation>
    </message>
    <message>
        <source>  TPOT</source>
        <translation>  TPOT</translation>
    </message>
    <message>
        <source>  output (deployment)</source>
        <translation>  sortie (déploiement)</translation>
    </message>
    <message>
        <source>  output per GPU</source>
        <translation>  sortie par GPU</translation>
    </message>
    <message>
        <source>  decode is</source>
        <translation>  le décodage est</translation>
    </message>
    <message>
        <source>Training (data parallel %1)</source>
        <translation>Entraînement (parallélisme de données %1)</translation>
    </message>
    <message>
        <source>  step time</source>
        <translation>  durée d'étape</translation>
    </message>
    <message>
        <source>  tokens/s (job)</source>
        <translation>  jetons/s (tâche)</translation>
    </message>
    <message>
        <source>  tokens/s per GPU</source>
        <translation>  jetons/s par GPU</translation>
    </message>
    <message>
        <source>  MFU</source>
        <translation>  MFU</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Étalonnage</translation>
    </message>
    <message>
        <source>%1: eta_c %2, eta_m %3</source>
        <translation>%1 : eta_c %2, eta_m %3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement : %1</translation>
    </message>
    <message>
        <source>%1 tokens in %2 h (%3, sequence %4, global batch %5)</source>
        <translation>%1 jetons en %2 h (%3, séquence %4, lot global %5)</translation>
    </message>
    <message>
        <source>peak %1, mean %2 over the week (%3); prompts %4 / %5 tokens (mean / p95), outputs %6 / %7; growth headroom %8 on the peak</source>
        <translation>pointe %1, moyenne %2 sur la semaine (%3) ; prompts %4 / %5 jetons (moyenne / p95), sorties %6 / %7 ; marge de croissance %8 sur la pointe</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>terminer en %1 h</translation>
    </message>
    <message>
        <source>%1 TTFT ≤ %2</source>
        <translation>%1 TTFT ≤ %2</translation>
    </message>
    <message>
        <source>%1 TPOT ≤ %2</source>
        <translation>%1 TPOT ≤ %2</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 × %2 in %3 (%4, %n replica(s) at batch %5)</source>
        <translation>
            <numerusform>Recommandé : %1 × %2 en %3 (%4, %n réplique au lot %5)</numerusform>
            <numerusform>Recommandé : %1 × %2 en %3 (%4, %n répliques au lot %5)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 in %3 (%4, data parallel %5)</source>
        <translation>Recommandé : %1 × %2 en %3 (%4, parallélisme de données %5)</translation>
    </message>
    <message>
        <source>, %1/month on demand</source>
        <translation>, %1/mois à la demande</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>  %1 TPOT %2 (90 %: %3 – %4), %1 TTFT %5 (%6 of it waiting) at the grown peak; %7 of capacity used at the peak</source>
        <translation>  %1 TPOT %2 (90 % : %3 – %4), %1 TTFT %5 (dont %6 d'attente) à la pointe future ; %7 de la capacité utilisée à la pointe</translation>
    </message>
    <message numerus="yes">
        <source>  median TPOT %1, median TTFT %2: simulated with Poisson arrivals at %3 per replica (%4 over %n replica(s)), %5 tokens per step, at most %6 sequences, as estimate --rate reports</source>
        <translation>
            <numerusform>  TPOT médian %1, TTFT médian %2 : simulés avec des arrivées de Poisson à %3 par réplique (%4 sur %n réplique), %5 jetons par étape, au plus %6 séquences, comme le rapporte estimate --rate</numerusform>
            <numerusform>  TPOT médian %1, TTFT médian %2 : simulés avec des arrivées de Poisson à %3 par réplique (%4 sur %n répliques), %5 jetons par étape, au plus %6 séquences, comme le rapporte estimate --rate</numerusform>
        </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>le calcul</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>la mémoire</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, crossover at batch %7</source>
        <translation>  Mémoire par GPU %1 sur %2 utilisables au lot %3 (poids %4, KV %5) ; le décodage est limité par %6, bascule au lot %7</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, KV reads keep it memory-bound at every batch</source>
        <translation>  Mémoire par GPU %1 sur %2 utilisables au lot %3 (poids %4, KV %5) ; le décodage est limité par %6, les lectures KV le gardent limité par la mémoire à tout lot</translation>
    </message>
    <message>
        <source>  Run time %1 h (90 %: %2 – %3 h), MFU %4, memory per GPU %5 of %6</source>
        <translation>  Durée %1 h (90 % : %2 – %3 h), MFU %4, mémoire par GPU %5 sur %6</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2</source>
        <translation>  Prix : %1/GPU-heure, %2</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2; thin evidence: %3</source>
        <translation>  Prix : %1/GPU-heure, %2 ; preuve faible : %3</translation>
    </message>
    <message>
        <source>  ok: %1</source>
        <translation>  ok : %1</translation>
    </message>
    <message>
        <source>  check: %1</source>
        <translation>  à vérifier : %1</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  note : %1</translation>
    </message>
    <message>
        <source> (%1 of them folded: over %2x the GPUs of their GPU's cheapest layout)</source>
        <translation> (dont %1 repliées : plus de %2x les GPU de la disposition la moins chère de leur GPU)</translation>
    </message>
    <message>
        <source>Evaluated  %1 configurations: %2 meet the target%3, %4 rejected</source>
        <translation>Évalué     %1 configurations : %2 atteignent l'objectif%3, %4 rejetées</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3 on %4</source>
        <translation>Scénario   %1 — %2, %3 sur %4</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3</source>
        <translation>Scénario   %1 — %2, %3</translation>
    </message>
    <message>
        <source>Demand     %1</source>
        <translation>Demande    %1</translation>
    </message>
    <message>
        <source>Note       %1</source>
        <translation>Note       %1</translation>
    </message>
    <message>
        <source>Target     %1</source>
        <translation>Objectif   %1</translation>
    </message>
    <message>
        <source>well-evidenced prices only (a thin one leaves its GPU unpriced, ranked last)</source>
        <translation>prix bien étayés uniquement (un prix faible laisse son GPU sans prix, classé en dernier)</translation>
    </message>
    <message>
        <source>Prices     %1</source>
        <translation>Prix       %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>targets met at the pessimistic end of the 90 % band</source>
        <translation>objectifs atteints à la borne pessimiste de l'intervalle à 90 %</translation>
    </message>
    <message numerus="yes">
        <source>at least %n replica(s)</source>
        <translation>
            <numerusform>au moins %n réplique</numerusform>
            <numerusform>au moins %n répliques</numerusform>
        </translation>
    </message>
    <message>
        <source>Sizing     %1</source>
        <translation>Dimension. %1</translation>
    </message>
    <message>
        <source>E thin price evidence (fewer than %1 providers, marketplace quotes only, or the newest quote over %2 months old; --json says which)</source>
        <translation>E preuve de prix faible (moins de %1 fournisseurs, devis de places de marché uniquement, ou devis le plus récent de plus de %2 mois ; --json précise lequel)</translation>
    </message>
    <message>
        <source>Run cost: on-demand cost of the whole run; $/M tok: per million training tokens.</source>
        <translation>Coût d'exécution : coût à la demande de toute l'exécution ; $/M jet. : par million de jetons d'entraînement.</translation>
    </message>
    <message>
        <source>Flags: B a system-balance check failed, %1; ~ after the precision: no training measurements for the GPU family (borrowed matmul efficiency, wider band)</source>
        <translation>Indicateurs : B un contrôle d'équilibre du système a échoué, %1 ; ~ après la précision : aucune mesure d'entraînement pour la famille de GPU (efficacité des produits matriciels empruntée, intervalle plus large)</translation>
    </message>
    <message>
        <source>Util: share of capacity the peak uses (latencies are at the grown peak). $/M out tok: on-demand cost per million output tokens, the fleet sized for the peak running around the clock, at the mean load.</source>
        <translation>Util. : part de la capacité utilisée à la pointe (latences à la pointe future). $/M jet. sortie : coût à la demande par million de jetons de sortie, la flotte dimensionnée pour la pointe tournant jour et nuit, à la charge moyenne.</translation>
    </message>
    <message>
        <source>Flags: P Pareto frontier (tokens/s per GPU vs per user), O over-provisioned (little load on more than one replica), U under-provisioned (over 90 % load at the grown demand), B a system-balance check failed, %1; ~ after the precision: uncalibrated efficiency (wider band)</source>
        <translation>Indicateurs : P frontière de Pareto (jetons/s par GPU et par utilisateur), O surdimensionné (peu de charge sur plus d'une réplique), U sous-dimensionné (plus de 90 % de charge à la demande future), B un contrôle d'équilibre du système a échoué, %1 ; ~ après la précision : efficacité non étalonnée (intervalle plus large)</translation>
    </message>
    <message>
        <source>     … %1 more (--top N, or --json for all)</source>
        <translation>     … %1 de plus (--top N, ou --json pour tout)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2</source>
        <translation>Deuxième : %1 sur %2</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3/month</source>
        <translation>Deuxième : %1 sur %2, %3/mois</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3 for the run</source>
        <translation>Deuxième : %1 sur %2, %3 pour l'exécution</translation>
    </message>
    <message>
        <source>  Not native, so not tried (allow_non_native to try them emulated): %1</source>
        <translation>  Non natif, donc non essayé (allow_non_native pour les essayer émulés) : %1</translation>
    </message>
    <message>
        <source>  GeForce, not offered (%1; allow_geforce to include them): %2</source>
        <translation>  GeForce, non proposées (%1 ; allow_geforce pour les inclure) : %2</translation>
    </message>
    <message>
        <source>Rejected (closest first):</source>
        <translation>Rejetées (les plus proches d'abord) :</translation>
    </message>
    <message>
        <source>Rejected (GPU and precision pairs with no feasible layout, closest layout first; --all for every layout):</source>
        <translation>Rejetées (paires GPU et précision sans disposition réalisable, la disposition la plus proche d'abord ; --all pour toutes) :</translation>
    </message>
    <message>
        <source>Nothing meets the target within the limits. Closest: %1</source>
        <translation>Rien n'atteint l'objectif dans les limites. Le plus proche : %1</translation>
    </message>
    <message>
        <source>Deployment %1 of %2: %3 x %4 on %5: %6</source>
        <translation>Déploiement %1 sur %2 : %3 x %4 sur %5 : %6</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n hôte</numerusform>
            <numerusform>%n hôtes</numerusform>
        </translation>
    </message>
    <message>
        <source>  Observed %1 to %2 (%3), %4 GPU-h</source>
        <translation>  Observé du %1 au %2 (%3), %4 GPU-h</translation>
    </message>
    <message>
        <source>  %1; %2 in the data, %3 GPU-h missing</source>
        <translation>  %1 ; %2 dans les données, %3 GPU-h manquantes</translation>
    </message>
    <message>
        <source>A sample every %1 s (median)</source>
        <translation>Un échantillon toutes les %1 s (médiane)</translation>
    </message>
    <message>
        <source>Sample interval unknown (one sample per GPU)</source>
        <translation>Intervalle d'échantillonnage inconnu (un échantillon par GPU)</translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n trou</numerusform>
            <numerusform>%n trous</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistic (pooled over the GPUs)</source>
        <translation>Statistique (sur l'ensemble des GPU)</translation>
    </message>
    <message>
        <source>     mean      p50      p95      p99      max  unit   samples</source>
        <translation>  moyenne      p50      p95      p99      max  unité  échant.</translation>
    </message>
    <message>
        <source>GPU utilization (kernel time)</source>
        <translation>Utilisation GPU (temps des noyaux)</translation>
    </message>
    <message>
        <source>Memory used per GPU</source>
        <translation>Mémoire utilisée par GPU</translation>
    </message>
    <message>
        <source>Memory used, of %1%2</source>
        <translation>Mémoire utilisée, sur %1%2</translation>
    </message>
    <message>
        <source> (catalog)</source>
        <translation> (catalogue)</translation>
    </message>
    <message>
        <source>Memory busy (utilization.memory)</source>
        <translation>Mémoire occupée (utilization.memory)</translation>
    </message>
    <message>
        <source>SM active</source>
        <translation>SM actifs</translation>
    </message>
    <message>
        <source>SM occupancy</source>
        <translation>Occupation des SM</translation>
    </message>
    <message>
        <source>Tensor pipe active</source>
        <translation>Pipeline tensoriel actif</translation>
    </message>
    <message>
        <source>DRAM active</source>
        <translation>DRAM active</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Puissance par GPU</translation>
    </message>
    <message>
        <source>PCIe host to device</source>
        <translation>PCIe hôte vers GPU</translation>
    </message>
    <message>
        <source>PCIe device to host</source>
        <translation>PCIe GPU vers hôte</translation>
    </message>
    <message>
        <source>  Saturated (&gt;= 90 % busy): %1 of the utilization samples</source>
        <translation>  Saturé (&gt;= 90 % occupé) : %1 des échantillons d'utilisation</translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n période</numerusform>
            <numerusform>%n périodes</numerusform>
        </translation>
    </message>
    <message>
        <source>; longest %1 (%2 GPU %3 from %4)</source>
        <translation> ; la plus longue %1 (%2 GPU %3 à partir de %4)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>   Samples   Util p95   Memory peak   Power mean</source>
        <translation>   Échant.   Util p95   Mémoire max   Puiss. moy.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Verdict : %1</translation>
    </message>
    <message>
        <source>  Caveats:</source>
        <translation>  Réserves :</translation>
    </message>
    <message>
        <source>  $/month at %1 h; price of %2: %3</source>
        <translation>  $/mois à %1 h ; prix de %2 : %3</translation>
    </message>
    <message>
        <source>Telemetry: %1 (%2)</source>
        <translation>Télémétrie : %1 (%2)</translation>
    </message>
    <message>
        <source>Skipped lines: %1 (listed on standard error)</source>
        <translation>Lignes ignorées : %1 (listées sur la sortie d'erreur)</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notes :</translation>
    </message>
    <message>
        <source>Demand today: %1 training run a month of %2 h on %3; growth %4/year</source>
        <translation>Demande actuelle : %1 exécution d'entraînement par mois de %2 h sur %3 ; croissance %4/an</translation>
    </message>
    <message>
        <source>Demand today: %1 training runs a month of %2 h on %3; growth %4/year</source>
        <translation>Demande actuelle : %1 exécutions d'entraînement par mois de %2 h sur %3 ; croissance %4/an</translation>
    </message>
    <message>
        <source>Demand today: peak %1, mean %2 (%3); growth %4/year</source>
        <translation>Demande actuelle : pointe %1, moyenne %2 (%3) ; croissance %4/an</translation>
    </message>
    <message>
        <source>Replica capacity: %1 at saturation, %2 within the TTFT target; </source>
        <translation>Capacité d'une réplique : %1 à saturation, %2 dans l'objectif de TTFT ; </translation>
    </message>
    <message>
        <source>cloud autoscaled today from %1 to %2 replicas (minimum %3, scale-up delay %4 min)</source>
        <translation>cloud mis à l'échelle automatiquement aujourd'hui de %1 à %2 répliques (minimum %3, délai de montée en charge %4 min)</translation>
    </message>
    <message>
        <source>no autoscaling: on-demand and spot run the peak fleet around the clock</source>
        <translation>pas de mise à l'échelle automatique : à la demande et spot font tourner la flotte de pointe jour et nuit</translation>
    </message>
    <message>
        <source>Configuration: %1 (plan rank %2 of %3)</source>
        <translation>Configuration : %1 (rang %2 sur %3 du plan)</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over the horizon, resale value credited in the last month; the band is the total at the ends of the throughput's 90 % band; GPUs is the largest monthly average paid for.</source>
        <translation>Les totaux sont des flux de trésorerie non actualisés sur l'horizon, la valeur de revente créditée le dernier mois ; l'intervalle est le total aux bornes de l'intervalle à 90 % du débit ; GPU est la plus grande moyenne mensuelle payée.</translation>
    </message>
    <message>
        <source>$/M tok: cost over the output tokens the profile's demand asks for. On-demand without autoscaling is the plan's fleet sized for the peak, at the mean load: in month 1 without growth it costs what the plan's $/M out tok says. Autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>$/M jet. : coût rapporté aux jetons de sortie que demande le profil. À la demande sans mise à l'échelle automatique, c'est la flotte du plan dimensionnée pour la pointe, à la charge moyenne : au mois 1 sans croissance, elle coûte ce qu'indique le $/M jet. sortie du plan. Le cloud mis à l'échelle automatiquement suit la demande heure par heure, une autre stratégie qui peut coûter moins.</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>Le sur site atteint le seuil de rentabilité face à la meilleure option cloud (%1) au mois %2.</translation>
    </message>
    <message>
        <source>Nothing to recommend: no option can be priced for this configuration (see the reasons above).</source>
        <translation>Rien à recommander : aucune option ne peut être chiffrée pour cette configuration (voir les raisons ci-dessus).</translation>
    </message>
    <message>
        <source>Note: cost.hours_per_month (%1 h) sets the plan's monthly cost; the TCO runs the weekly profile over calendar months (730 h).</source>
        <translation>Note : cost.hours_per_month (%1 h) fixe le coût mensuel du plan ; le TCO applique le profil hebdomadaire sur des mois calendaires (730 h).</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>Risque SLA (%1) : %2 h par mois pendant le démarrage de nouvelles répliques (%3 des requêtes arrivent alors).</translation>
    </message>
    <message>
        <source>Note (%1): %2</source>
        <translation>Note (%1) : %2</translation>
    </message>
    <message>
        <source>Most sensitive inputs (%1 total, each input -20 % / +20 %):</source>
        <translation>Entrées les plus sensibles (total %1, chaque entrée -20 % / +20 %) :</translation>
    </message>
    <message>
        <source>   swing %1</source>
        <translation>   écart %1</translation>
    </message>
    <message>
        <source>Assumptions (value, source):</source>
        <translation>Hypothèses (valeur, source) :</translation>
    </message>
    <message>
        <source>  Idle (&lt; 5 % busy for 5 min or more): %1, %2 GPU-h, %3 of the observed time</source>
        <translation>  Inactif (&lt; 5 % occupé pendant 5 min ou plus) : %1, %2 GPU-h, %3 du temps observé</translation>
    </message>
    <message>
        <source>Candidates that carry the measured load (memory: peaks + %1 headroom; %2 busy at the p95 load), cheapest first:</source>
        <translation>Candidats qui portent la charge mesurée (mémoire : pics + %1 de marge ; %2 d'occupation à la charge p95), le moins cher d'abord :</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>Cache de préfixe</translation>
    </message>
    <message>
        <source>%1 tokens shared, found cached by %2 of requests: %3 tokens of each prompt's prefill skipped on average</source>
        <translation>%1 jetons partagés, trouvés en cache par %2 des requêtes : %3 jetons du préremplissage de chaque invite évités en moyenne</translation>
    </message>
    <message>
        <source>draft model %1</source>
        <translation>modèle brouillon %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>tête MTP/EAGLE</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Décodage spéculatif</translation>
    </message>
    <message>
        <source>%1, %2 proposals a step, each accepted at %3: %4 tokens a step</source>
        <translation>%1, %2 propositions par pas, chacune acceptée à %3 : %4 jetons par pas</translation>
    </message>
    <message>
        <source>%1 x %2 %3, TP %4; %5 of %6 per GPU</source>
        <translation>%1 x %2 %3, TP %4 ; %5 sur %6 par GPU</translation>
    </message>
    <message>
        <source>Prefill workers</source>
        <translation>Workers de préremplissage</translation>
    </message>
    <message>
        <source>Decode workers</source>
        <translation>Workers de décodage</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>closed loop, %1 clients in all</source>
        <translation>boucle fermée, %1 clients au total</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 in all</source>
        <translation>arrivées de Poisson, %1 au total</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>Transfert KV</translation>
    </message>
    <message>
        <source>%1 a request over %2 at %3: %4</source>
        <translation>%1 par requête via %2 à %3 : %4</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>Go/s</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Préremplissage</translation>
    </message>
    <message>
        <source>%1 alone, %2 a prompt batched; %3 busy, %4 queue</source>
        <translation>%1 seule, %2 par invite en lot ; %3 occupé, %4 d'attente</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Décodage</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>%1 séquences par worker (au plus %2)</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>note : %1</translation>
    </message>
    <message>
        <source>%1, %2 output; %3 per GPU over %4</source>
        <translation>%1, %2 en sortie ; %3 par GPU sur %4</translation>
    </message>
    <message>
        <source>speculative decoding with %1, %2 proposals a step at %3 acceptance (%4 tokens a step)</source>
        <translation>décodage spéculatif avec %1, %2 propositions par pas à %3 d'acceptation (%4 jetons par pas)</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>la tête MTP/EAGLE du modèle</translation>
    </message>
    <message>
        <source>prefix caching of a %1-token shared prefix, found by %2 of requests</source>
        <translation>cache d'un préfixe partagé de %1 jetons, trouvé par %2 des requêtes</translation>
    </message>
    <message>
        <source>Serving    %1</source>
        <translation>Service    %1</translation>
    </message>
    <message numerus="yes">
        <source>Disaggregated serving (%n split(s) estimated)</source>
        <translation>
            <numerusform>Service désagrégé (%n découpage estimé)</numerusform>
            <numerusform>Service désagrégé (%n découpages estimés)</numerusform>
        </translation>
    </message>
    <message>
        <source>  KV transfer %1 a request over %2; prefill %3 busy; %4 sequences per decode worker</source>
        <translation>  transfert KV de %1 par requête via %2 ; préremplissage occupé à %3 ; %4 séquences par worker de décodage</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>%1 de moins</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 de plus</translation>
    </message>
    <message>
        <source>Against plan rank 1 (%1):</source>
        <translation>Face au rang 1 du plan (%1) :</translation>
    </message>
    <message>
        <source>  recommended: the split's %1 at %2 NPV against rank 1's %3 at %4: %5</source>
        <translation>  recommandé : %1 pour le découpage, VAN %2, contre %3 pour le rang 1, VAN %4 : %5</translation>
    </message>
    <message>
        <source>  on-demand: %1 NPV against %2: %3</source>
        <translation>  à la demande : VAN %1 contre %2 : %3</translation>
    </message>
    <message>
        <source>/GPU-hour</source>
        <translation>/GPU-heure</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>aucun prix</translation>
    </message>
    <message>
        <source>The inputs listed below are the decode pool's; each pool is costed with its own GPU's prices, server price and power, and the options are their sums.</source>
        <translation>Les entrées listées ci-dessous sont celles du pool de décodage ; chaque pool est chiffré avec les prix, le prix de serveur et la puissance de son propre GPU, et les options en sont les sommes.</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; plan rank 1 of %2 is the aggregated one)</source>
        <translation>Configuration : %1 (le découpage désagrégé du planificateur ; le rang 1 sur %2 du plan est l'agrégé)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); one carries %3 within the SLA, %4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 workers</source>
        <translation>
            <numerusform>%1 : %n worker au plan (%2) ; un worker porte %3 dans le SLA, %4 à saturation ; à la demande %5 (%6) ; mise à l'échelle automatique aujourd'hui de %7 à %8 workers</numerusform>
            <numerusform>%1 : %n workers au plan (%2) ; un worker porte %3 dans le SLA, %4 à saturation ; à la demande %5 (%6) ; mise à l'échelle automatique aujourd'hui de %7 à %8 workers</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Pool de préremplissage</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Pool de décodage</translation>
    </message>
    <message>
        <source>no comparison (a zero NPV)</source>
        <translation>pas de comparaison (une VAN nulle)</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; no aggregated layout meets the SLA)</source>
        <translation>Configuration : %1 (le découpage désagrégé du planificateur ; aucune disposition agrégée ne respecte le SLA)</translation>
    </message>
    <message>
        <source>catalog quotes from %1, region %2 (USD)</source>
        <translation>devis du catalogue issus de %1, région : %2 (USD)</translation>
    </message>
    <message>
        <source>%1 GPU-hours per million tokens</source>
        <translation>%1 GPU-heures par million de jetons</translation>
    </message>
    <message>
        <source>No price for %1 on %2: %3 (set cost.gpu_hour_usd.%4)</source>
        <translation>Pas de prix pour %1 sur %2 : %3 (renseignez cost.gpu_hour_usd.%4)</translation>
    </message>
    <message>
        <source>Not ranked for lack of a price: %1 on %2 (%3) would beat the recommendation below %4/GPU-hour (set cost.gpu_hour_usd.%5)</source>
        <translation>Non classé faute de prix : %1 sur %2 (%3) battrait la recommandation en dessous de %4/GPU-heure (renseignez cost.gpu_hour_usd.%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) (largest that fits: %1)</source>
        <translation>
            <numerusform>%n séquence (le plus grand nombre qui tient : %1)</numerusform>
            <numerusform>%n séquences (le plus grand nombre qui tient : %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TCO: %1 over %n month(s) (discount rate %2/year)</source>
        <translation>
            <numerusform>TCO : %1 sur %n mois (taux d'actualisation %2/an)</numerusform>
            <numerusform>TCO : %1 sur %n mois (taux d'actualisation %2/an)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On-prem does not break even with the best cloud option (%1) within %n month(s).</source>
        <translation>
            <numerusform>Le sur site n'atteint pas le seuil de rentabilité face à la meilleure option cloud (%1) en %n mois.</numerusform>
            <numerusform>Le sur site n'atteint pas le seuil de rentabilité face à la meilleure option cloud (%1) en %n mois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommendation: %1, the %2 (%3; %4 per month on average, %5 over %n month(s)).</source>
        <translation>
            <numerusform>Recommandation : %1, %2 (%3 ; %4 par mois en moyenne, %5 sur %n mois).</numerusform>
            <numerusform>Recommandation : %1, %2 (%3 ; %4 par mois en moyenne, %5 sur %n mois).</numerusform>
        </translation>
    </message>
    <message>
        <source>  one GPU's step</source>
        <translation>  étape d'un GPU</translation>
    </message>
    <message>
        <source>matmuls %1, non-matmul work %2, tensor-parallel all-reduces %3, pipeline bubble %4</source>
        <translation>produits matriciels %1, travail hors produits matriciels %2, all-reduce du parallélisme tensoriel %3, bulle de pipeline %4</translation>
    </message>
    <message>
        <source>%1: matmuls at %2 of peak, non-matmul work %3 B per hidden unit, token and layer</source>
        <translation>%1 : produits matriciels à %2 de la crête, travail hors produits matriciels %3 o par unité cachée, jeton et couche</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 of the %3 dense peak (pipeline bubble %2)</source>
        <translation>%1 de la crête dense %3 (bulle de pipeline %2)</translation>
    </message>
    <message>
        <source>  expert all-to-alls</source>
        <translation>  all-to-all des experts</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>not validated on measurements of %1 (factors from %2 runs of other %3 GPUs with %4)</source>
        <translation>non validé sur des mesures de %1 (facteurs tirés de %2 mesures d'autres GPU %3 avec %4)</translation>
    </message>
    <message>
        <source>not validated on measurements of %1 with %2 (%3 runs of %4 GPUs with %2 in the calibration)</source>
        <translation>non validé sur des mesures de %1 avec %2 (%3 mesures de GPU %4 avec %2 dans l'étalonnage)</translation>
    </message>
    <message>
        <source>concurrency %1 exceeds the engine's cap of %2 running sequences: the rest wait in its queue</source>
        <translation>la concurrence %1 dépasse le plafond du moteur de %2 séquences en cours : les autres attendent dans sa file</translation>
    </message>
    <message>
        <source>not even one sequence of the requested length fits: memory and times are shown for one sequence</source>
        <translation>pas même une séquence de la longueur demandée ne tient : mémoire et durées sont données pour une séquence</translation>
    </message>
    <message>
        <source>saturated: %1 requests/s exceed what the deployment serves (about %2 requests/s); the queue grows without bound and the latencies shown grow with the length of the run</source>
        <translation>saturé : %1 requêtes/s dépassent ce que sert le déploiement (environ %2 requêtes/s) ; la file grandit sans limite et les latences affichées croissent avec la durée de l'essai</translation>
    </message>
    <message>
        <source>diffusion FLOPs per step approximated as 2 x denoiser parameters x latent tokens; activations not modelled</source>
        <translation>FLOP de diffusion par pas approchés par 2 × paramètres du débruiteur × jetons latents ; activations non modélisées</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: gradients sharded over the %4 data-parallel GPUs, as FSDP runs keep them)</source>
        <translation>tient avec --zero %1 (%2 sur %3 GiB : gradients répartis sur les %4 GPU de parallélisme de données, comme les exécutions FSDP les gardent)</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: weights, gradients and optimizer states sharded over the %4 data-parallel GPUs (FSDP))</source>
        <translation>tient avec --zero %1 (%2 sur %3 GiB : poids, gradients et états de l'optimiseur répartis sur les %4 GPU de parallélisme de données (FSDP))</translation>
    </message>
    <message>
        <source>fits with --recompute full (%1 of %2 GiB: each layer's activations recomputed in the backward pass, about a third more compute)</source>
        <translation>tient avec --recompute full (%1 sur %2 GiB : activations de chaque couche recalculées à la rétropropagation, environ un tiers de calcul en plus)</translation>
    </message>
    <message>
        <source>context parallelism: the ring exchange of keys and values between the %1 GPUs of a sequence is not in the step time (it overlaps with attention while each GPU holds enough tokens)</source>
        <translation>parallélisme de contexte : l'échange en anneau des clés et valeurs entre les %1 GPU d'une séquence n'est pas compté dans la durée du pas (il se recouvre avec l'attention tant que chaque GPU tient assez de jetons)</translation>
    </message>
    <message>
        <source>QLoRA dequantizes the 4-bit base on every pass; that overhead is not in the step time</source>
        <translation>QLoRA déquantifie la base 4 bits à chaque passe ; ce surcoût n'est pas compté dans la durée du pas</translation>
    </message>
    <message>
        <source>tp = %1 spans more than the %2-GPU %3 domain of %4: tensor-parallel all-reduces cross the network</source>
        <translation>tp = %1 dépasse le domaine %3 de %2 GPU de %4 : les all-reduce du parallélisme tensoriel traversent le réseau</translation>
    </message>
    <message>
        <source>%1 is weight-only: dequantized to %2 for the matmuls</source>
        <translation>%1 ne quantifie que les poids : déquantifiés en %2 pour les produits matriciels</translation>
    </message>
    <message>
        <source>%1 is not native on %2: weights dequantized, matmuls run in %3</source>
        <translation>%1 n'est pas natif sur %2 : poids déquantifiés, produits matriciels en %3</translation>
    </message>
    <message>
        <source>%1 lists no usable compute throughput</source>
        <translation>%1 n'indique aucun débit de calcul utilisable</translation>
    </message>
    <message>
        <source>GeForce driver licence: not licensed for datacenter deployment</source>
        <translation>licence du pilote GeForce : pas de déploiement en centre de données</translation>
    </message>
    <message>
        <source>precision not supported: %1 lists no throughput usable for %2</source>
        <translation>précision non prise en charge : %1 n'indique aucun débit utilisable pour %2</translation>
    </message>
    <message>
        <source>precision not native: %1 (allow_non_native to accept)</source>
        <translation>précision non native : %1 (allow_non_native pour l'accepter)</translation>
    </message>
    <message>
        <source>%1 (included because the scenario sets allow_geforce)</source>
        <translation>%1 (inclus parce que le scénario définit allow_geforce)</translation>
    </message>
    <message>
        <source>no calibration rows for %1/%2: using %3 with a wider band</source>
        <translation>aucune mesure d'étalonnage pour %1/%2 : %3 utilisé avec un intervalle plus large</translation>
    </message>
    <message>
        <source>%1: wider band</source>
        <translation>%1 : intervalle plus large</translation>
    </message>
    <message>
        <source>not offered: %1 (allow_geforce to include it, with this caveat)</source>
        <translation>non proposé : %1 (allow_geforce pour l'inclure, avec cette réserve)</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPU: not ranked</source>
        <translation>%1 autre disposition de ce GPU tient aussi les objectifs avec plus de %2x son %3 GPU : sans rang</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>%1 autre disposition de ce GPU tient aussi les objectifs avec plus de %2x ses %3 GPU : sans rang</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPU: not ranked</source>
        <translation>%1 autres dispositions de ce GPU tiennent aussi les objectifs avec plus de %2x son %3 GPU : sans rang</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>%1 autres dispositions de ce GPU tiennent aussi les objectifs avec plus de %2x ses %3 GPU : sans rang</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer</source>
        <translation>PCIe pair à pair</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>le réseau</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step</source>
        <translation>TP %1 sur %2 : les transferts prennent %3 de chaque pas de décodage</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step (over %4; a GPU with a faster scale-up link or a smaller TP would do better)</source>
        <translation>TP %1 sur %2 : les transferts prennent %3 de chaque pas de décodage (plus de %4 ; un GPU à liaison scale-up plus rapide ou un TP plus petit ferait mieux)</translation>
    </message>
    <message>
        <source>loading %1 of weights per GPU over PCIe Gen%2 takes at least %3 (a replica's cold start; storage is often slower)</source>
        <translation>charger %1 de poids par GPU en PCIe Gen%2 prend au moins %3 (démarrage à froid d'une réplique ; le stockage est souvent plus lent)</translation>
    </message>
    <message>
        <source>each replica spans %1 nodes: pipeline stages pass activations over the network</source>
        <translation>chaque réplique s'étend sur %1 nœuds : les étages du pipeline se passent les activations par le réseau</translation>
    </message>
    <message>
        <source>minimum deployment: the scenario asks for at least %1 replicas (limits.min_replicas); they run at %2 of capacity today</source>
        <translation>déploiement minimal : le scénario demande au moins %1 répliques (limits.min_replicas) ; elles tournent à %2 de leur capacité aujourd'hui</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today</source>
        <translation>surdimensionné : %1 répliques tournent à %2 de leur capacité aujourd'hui</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today; the latency target, not the load, sets the count</source>
        <translation>surdimensionné : %1 répliques tournent à %2 de leur capacité aujourd'hui ; c'est l'objectif de latence, pas la charge, qui fixe leur nombre</translation>
    </message>
    <message>
        <source>minimum deployment: one replica runs at %1 of capacity today (no smaller layout meets the target)</source>
        <translation>déploiement minimal : une réplique tourne à %1 de sa capacité aujourd'hui (aucune disposition plus petite ne tient l'objectif)</translation>
    </message>
    <message>
        <source>memory mostly idle: %1 of %2 per GPU in use at today's load</source>
        <translation>mémoire surtout inutilisée : %1 sur %2 par GPU utilisés à la charge actuelle</translation>
    </message>
    <message>
        <source>sized to the pessimistic end of the 90 % band (sla.size_to_pessimistic): %1 TPOT up to %2, %1 TTFT up to %3</source>
        <translation>dimensionné pour la borne pessimiste de l'intervalle à 90 % (sla.size_to_pessimistic) : TPOT %1 jusqu'à %2, TTFT %1 jusqu'à %3</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TPOT band (%2) misses the %3 target</source>
        <translation>incertitude : la borne pessimiste de l'intervalle du TPOT %1 (%2) manque l'objectif de %3</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TTFT band (%2) misses the %3 target</source>
        <translation>incertitude : la borne pessimiste de l'intervalle du TTFT %1 (%2) manque l'objectif de %3</translation>
    </message>
    <message>
        <source>under-provisioned: %1 utilization at the grown demand leaves little room for bursts</source>
        <translation>sous-dimensionné : %1 d'utilisation à la demande accrue laisse peu de place aux rafales</translation>
    </message>
    <message>
        <source>each replica serves about %1 of the %2 requests/s arriving</source>
        <translation>chaque réplique sert environ %1 des %2 requêtes/s qui arrivent</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4 (target %5)%6</source>
        <translation>TTFT %1 %2 (objectif %3), TPOT %1 %4 (objectif %5)%6</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4%5</source>
        <translation>TTFT %1 %2 (objectif %3), TPOT %1 %4%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3 (target %4)%5</source>
        <translation>TTFT %1 %2, TPOT %1 %3 (objectif %4)%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3%4</source>
        <translation>TTFT %1 %2, TPOT %1 %3%4</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequence)</source>
        <translation>avec l'objectif de TPOT %2 de %1%3, seul un lot de %4 convient (la mémoire tient %5 séquence)</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequences)</source>
        <translation>avec l'objectif de TPOT %2 de %1%3, seul un lot de %4 convient (la mémoire tient %5 séquences)</translation>
    </message>
    <message>
        <source>memory holds only %1 sequence per replica</source>
        <translation>la mémoire ne tient que %1 séquence par réplique</translation>
    </message>
    <message>
        <source>memory holds only %1 sequences per replica</source>
        <translation>la mémoire ne tient que %1 séquences par réplique</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequence per replica</source>
        <translation>le moteur exécute au plus %1 séquence par réplique</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequences per replica</source>
        <translation>le moteur exécute au plus %1 séquences par réplique</translation>
    </message>
    <message>
        <source>%1, so a replica serves %2 of the %3 requests/s to size for</source>
        <translation>%1, donc une réplique sert %2 des %3 requêtes/s à dimensionner</translation>
    </message>
    <message>
        <source>%1 replica</source>
        <translation>%1 réplique</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 répliques</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source> for the band's pessimistic end (targets / %1)</source>
        <translation> pour la borne pessimiste de l'intervalle (objectifs / %1)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (mean length), %2 usable (short by %3)</source>
        <translation>ne tient pas : il faut %1 par GPU pour une séquence (longueur moyenne), %2 utilisables (il manque %3)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (p95 length), %2 usable (short by %3)</source>
        <translation>ne tient pas : il faut %1 par GPU pour une séquence (longueur p95), %2 utilisables (il manque %3)</translation>
    </message>
    <message>
        <source>misses TPOT: %1 is %2 even at batch 1, target %3%4 (+%5)</source>
        <translation>manque le TPOT : le %1 vaut %2 même au lot 1, objectif %3%4 (+%5)</translation>
    </message>
    <message>
        <source>misses TTFT: %1 is %2 even with no request waiting (%3-token prompt), target %4%5 (+%6)</source>
        <translation>manque le TTFT : le %1 vaut %2 même sans requête en attente (requête de %3 jetons), objectif %4%5 (+%6)</translation>
    </message>
    <message>
        <source>limits.min_replicas asks for %1</source>
        <translation>limits.min_replicas demande %1</translation>
    </message>
    <message>
        <source>needs %1 (%2 of %3), limit %4: %5</source>
        <translation>il faut %1 (%2 de %3), limite %4 : %5</translation>
    </message>
    <message>
        <source>misses the %1 targets under load with %2, the most the %3-GPU limit allows: %4</source>
        <translation>manque les objectifs %1 sous charge avec %2, le maximum que permet la limite de %3 GPU : %4</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step)</source>
        <translation>l'all-reduce des gradients par le réseau prend %1 par pas (%2 du pas)</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step): faster NICs, a larger global batch or more TP/PP would help</source>
        <translation>l'all-reduce des gradients par le réseau prend %1 par pas (%2 du pas) : des cartes réseau plus rapides, un lot global plus grand ou plus de TP/PP aideraient</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node</source>
        <translation>lecture des données d'entraînement : %1 MB/s par nœud</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node (more than a typical node's %2 MB/s from shared storage)</source>
        <translation>lecture des données d'entraînement : %1 MB/s par nœud (plus que les %2 MB/s typiques d'un nœud depuis un stockage partagé)</translation>
    </message>
    <message>
        <source>misses the deadline: %1 h on %2 GPUs (the most that help within %3), deadline %4 h</source>
        <translation>manque l'échéance : %1 h sur %2 GPU (le plus qui aide dans la limite de %3), échéance %4 h</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU at best (%2 GPUs), %3 usable (short by %4)</source>
        <translation>ne tient pas : il faut au mieux %1 par GPU (%2 GPU), %3 utilisables (il manque %4)</translation>
    </message>
    <message>
        <source>needs %1 GPUs for one copy of the model (%2), limits.max_gpus %3</source>
        <translation>il faut %1 GPU pour une copie du modèle (%2), limits.max_gpus %3</translation>
    </message>
    <message>
        <source>no data-parallel degree within %1 GPUs divides the %2 micro-batches of a step</source>
        <translation>aucun degré de parallélisme de données dans la limite de %1 GPU ne divise les %2 micro-lots d'un pas</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the band (%1 h) misses the %2 h deadline</source>
        <translation>incertitude : la borne pessimiste de l'intervalle (%1 h) manque l'échéance de %2 h</translation>
    </message>
    <message>
        <source>over-provisioned: finishes in %1 of the time allowed</source>
        <translation>surdimensionné : termine en %1 du temps accordé</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: reclaims are not modelled, so spot is never recommended for serving with an SLA</source>
        <translation>la capacité spot peut être reprise à bref délai : les reprises ne sont pas modélisées, le spot n'est donc jamais recommandé pour un service soumis à un SLA</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: runs need checkpoints, and the restarts are not modelled</source>
        <translation>la capacité spot peut être reprise à bref délai : les entraînements ont besoin de points de reprise, et les redémarrages ne sont pas modélisés</translation>
    </message>
    <message>
        <source>demand above the reservation bursts to on-demand: %1 GPU-hours over the horizon</source>
        <translation>la demande au-delà de la réservation déborde vers la demande : %1 GPU-heures sur l'horizon</translation>
    </message>
    <message>
        <source>includes %1 for the part of the last term that runs past the horizon</source>
        <translation>inclut %1 pour la part du dernier engagement qui dépasse l'horizon</translation>
    </message>
    <message>
        <source>the loan balance still owed at the end of the horizon (%1) is paid off in the last month</source>
        <translation>le solde du prêt restant dû à la fin de l'horizon (%1) est remboursé le dernier mois</translation>
    </message>
    <message>
        <source>resale value at the end of the horizon: %1</source>
        <translation>valeur de revente à la fin de l'horizon : %1</translation>
    </message>
    <message>
        <source>the fleet grows from %1 to %2 nodes with demand</source>
        <translation>la flotte passe de %1 à %2 nœuds avec la demande</translation>
    </message>
    <message>
        <source>no on-prem base pays off: all-cloud on-demand is cheapest</source>
        <translation>aucune base sur site n'est rentable : le tout-cloud à la demande est le moins cher</translation>
    </message>
    <message>
        <source>on-prem base of %1 node, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>base sur site de %1 nœud, la VAN la plus basse entre 0 et %2 nœuds ; la demande au-delà passe à la demande</translation>
    </message>
    <message>
        <source>on-prem base of %1 nodes, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>base sur site de %1 nœuds, la VAN la plus basse entre 0 et %2 nœuds ; la demande au-delà passe à la demande</translation>
    </message>
    <message>
        <source>pays for up to %1 GPUs in a month, more than limits.max_gpus (%2) allows today</source>
        <translation>paie jusqu'à %1 GPU par mois, plus que ce que limits.max_gpus (%2) autorise aujourd'hui</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, batch %5 per replica</source>
        <translation>%1x %2, %3, %4, lot de %5 par réplique</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, DP%5, %6 h per run</source>
        <translation>%1x %2, %3, %4, DP%5, %6 h par entraînement</translation>
    </message>
    <message>
        <source>lowest net present value of the options that keep the latency SLA (spot costs less but can be reclaimed)</source>
        <translation>la VAN la plus basse parmi les options qui tiennent le SLA de latence (le spot coûte moins mais peut être repris)</translation>
    </message>
    <message>
        <source>lowest net present value</source>
        <translation>la VAN la plus basse</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>états de l'optimiseur</translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation>surcoût d'exécution</translation>
    </message>
    <message>
        <source>GPU utilization mean %1, p50 %2, p95 %3; saturated (&gt;= 90 %) %4 of samples</source>
        <translation>utilisation GPU moyenne %1, p50 %2, p95 %3 ; saturé (&gt;= 90 %) sur %4 des échantillons</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 of %4 per GPU</source>
        <translation>mémoire utilisée : pic %1, p99 %2, moyenne %3 sur %4 par GPU</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 (memory total not reported)</source>
        <translation>mémoire utilisée : pic %1, p99 %2, moyenne %3 (mémoire totale non indiquée)</translation>
    </message>
    <message>
        <source>SM active mean %1</source>
        <translation>SM actifs en moyenne %1</translation>
    </message>
    <message>
        <source>SM occupancy mean %1, p95 %2</source>
        <translation>occupation des SM moyenne %1, p95 %2</translation>
    </message>
    <message>
        <source>tensor pipe active mean %1, p95 %2</source>
        <translation>pipeline tensoriel actif en moyenne %1, p95 %2</translation>
    </message>
    <message>
        <source>DRAM active mean %1, p95 %2</source>
        <translation>DRAM active en moyenne %1, p95 %2</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in 1 period</source>
        <translation>inactif (&lt; 5 % pendant 5 min ou plus) %1 du temps observé, en 1 période</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in %2 periods</source>
        <translation>inactif (&lt; 5 % pendant 5 min ou plus) %1 du temps observé, en %2 périodes</translation>
    </message>
    <message>
        <source>Under-provisioned: p99 memory %1 of %2 (%3) on %4.</source>
        <translation>Sous-dimensionné : mémoire p99 %1 sur %2 (%3) sur %4.</translation>
    </message>
    <message>
        <source>Under-provisioned: saturated (&gt;= 90 % busy) %1 of the time, p50 utilization %2 on %3.</source>
        <translation>Sous-dimensionné : saturé (&gt;= 90 % occupé) %1 du temps, utilisation p50 %2 sur %3.</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 while host-to-device PCIe runs at %3 GB/s of %4 GB/s (p95, %5): the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>Goulot d'étranglement ailleurs : utilisation p95 %1 sur %2 alors que le PCIe hôte vers GPU tourne à %3 GB/s sur %4 GB/s (p95, %5) : les GPU attendent les données (PCIe, pipeline d'entrée, CPU) ; plus de GPU ou de plus gros GPU n'y changeront rien.</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 although demand was saturated: the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>Goulot d'étranglement ailleurs : utilisation p95 %1 sur %2 alors que la demande était saturée : les GPU attendent les données (PCIe, pipeline d'entrée, CPU) ; plus de GPU ou de plus gros GPU n'y changeront rien.</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3, idle %4 of the time, on %5.</source>
        <translation>Surdimensionné : mémoire maximale %1 sur %2 et utilisation p95 %3, inactif %4 du temps, sur %5.</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3 on %4.</source>
        <translation>Surdimensionné : mémoire maximale %1 sur %2 et utilisation p95 %3 sur %4.</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1, idle %2 of the time, on %3.</source>
        <translation>Surdimensionné : utilisation p95 %1, inactif %2 du temps, sur %3.</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1 on %2.</source>
        <translation>Surdimensionné : utilisation p95 %1 sur %2.</translation>
    </message>
    <message>
        <source>a saturated GPU hides how much more work was waiting: the candidates carry the measured load, a lower bound of the demand</source>
        <translation>un GPU saturé cache combien de travail attendait encore : les candidats portent la charge mesurée, une borne inférieure de la demande</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: kernels run %1 of the time (p50) but the SMs are active only %2 inside them on %3: small kernels bound by launch or CPU time; batch more, or use CUDA graphs.</source>
        <translation>Goulot d'étranglement ailleurs : les noyaux tournent %1 du temps (p50) mais les SM ne sont actifs que %2 pendant ceux-ci sur %3 : petits noyaux limités par le lancement ou le temps CPU ; regroupez davantage, ou utilisez les CUDA graphs.</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1, peak memory %2 of capacity on %3.</source>
        <translation>Bien dimensionné : utilisation p95 %1, mémoire maximale %2 de la capacité sur %3.</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1 on %2.</source>
        <translation>Bien dimensionné : utilisation p95 %1 sur %2.</translation>
    </message>
    <message>
        <source>candidates scale the measured p95 busy share by dense 16-bit FLOP/s and memory bandwidth and assume the load spreads evenly over the GPUs; check the chosen one with `rightsizer plan` on the workload's scenario (interconnect and latency are not in telemetry)</source>
        <translation>les candidats mettent à l'échelle la part d'occupation p95 mesurée selon les FLOP/s denses 16 bits et la bande passante mémoire, et supposent une charge répartie également sur les GPU ; vérifiez le candidat choisi avec `rightsizer plan` sur le scénario de la charge (l'interconnexion et la latence ne figurent pas dans la télémétrie)</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h.</source>
        <translation>%1 %2 x %3 porterait la charge mesurée à %4 d'occupation pour $%5/h au lieu de $%6/h.</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h (%7).</source>
        <translation>%1 %2 x %3 porterait la charge mesurée à %4 d'occupation pour $%5/h au lieu de $%6/h (%7).</translation>
    </message>
    <message>
        <source>Not enough data: %1 utilization or memory samples; at least %2 are needed for a verdict.</source>
        <translation>Données insuffisantes : %1 échantillons d'utilisation ou de mémoire ; il en faut au moins %2 pour un verdict.</translation>
    </message>
    <message>
        <source>'%1' is not a catalog GPU: no candidates and no cost (name it with --gpu ID)</source>
        <translation>« %1 » n'est pas un GPU du catalogue : ni candidats ni coût (nommez-le avec --gpu ID)</translation>
    </message>
    <message>
        <source>no memory readings: candidates are sized on utilization alone</source>
        <translation>aucune mesure de mémoire : les candidats sont dimensionnés sur la seule utilisation</translation>
    </message>
    <message>
        <source>PCIe host-to-device p95 %1 of the link</source>
        <translation>PCIe hôte vers GPU p95 %1 du lien</translation>
    </message>
    <message>
        <source>scenario tco.demand</source>
        <translation>scénario tco.demand</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>profil : %1</translation>
    </message>
    <message>
        <source>the demand profile (%1) peaks at %2 requests/s, not the %3 of workload.requests_per_s: the fleet is sized for the profile's peak</source>
        <translation>le profil de demande (%1) culmine à %2 requêtes/s, et non aux %3 de workload.requests_per_s : la flotte est dimensionnée pour la pointe du profil</translation>
    </message>
    <message>
        <source>the demand profile (%1) averages %2 requests/s, not the %3 of workload.mean_requests_per_s: costs use the profile's mean</source>
        <translation>le profil de demande (%1) a une moyenne de %2 requêtes/s, et non les %3 de workload.mean_requests_per_s : les coûts utilisent la moyenne du profil</translation>
    </message>
    <message>
        <source>default daytime profile reshaped (exponent %1): peak = workload.requests_per_s, mean = workload.mean_requests_per_s</source>
        <translation>profil diurne par défaut remodelé (exposant %1) : pointe = workload.requests_per_s, moyenne = workload.mean_requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile reshaped to the mean</source>
        <translation>profil diurne par défaut remodelé selon la moyenne</translation>
    </message>
    <message>
        <source>default daytime profile, peak = workload.requests_per_s</source>
        <translation>profil diurne par défaut, pointe = workload.requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile</source>
        <translation>profil diurne par défaut</translation>
    </message>
    <message>
        <source>one provider</source>
        <translation>un seul fournisseur</translation>
    </message>
    <message>
        <source>%1 providers</source>
        <translation>%1 fournisseurs</translation>
    </message>
    <message>
        <source>marketplace quotes only</source>
        <translation>devis de places de marché uniquement</translation>
    </message>
    <message>
        <source>no observation date</source>
        <translation>pas de date d'observation</translation>
    </message>
    <message>
        <source>newest quote %1 months old</source>
        <translation>devis le plus récent vieux de %1 mois</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>scenario cost.gpu_hour_usd</source>
        <translation>scénario cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>à la demande</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>réservé</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>capacity-block</source>
        <translation>bloc de capacité</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>achat</translation>
    </message>
    <message>
        <source>on-demand-historical</source>
        <translation>à la demande (historique)</translation>
    </message>
    <message>
        <source>date not given</source>
        <translation>date non indiquée</translation>
    </message>
    <message>
        <source>observed %1</source>
        <translation>observé le %1</translation>
    </message>
    <message>
        <source>observed %1..%2</source>
        <translation>observé du %1 au %2</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>hyperscaler</source>
        <translation>hyperscaler</translation>
    </message>
    <message>
        <source>specialist</source>
        <translation>spécialiste</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>place de marché</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>tous les fournisseurs</translation>
    </message>
    <message>
        <source>hyperscaler clouds (AWS, Azure, Google Cloud, Oracle)</source>
        <translation>clouds hyperscalers (AWS, Azure, Google Cloud, Oracle)</translation>
    </message>
    <message>
        <source>specialist GPU clouds (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)</source>
        <translation>clouds GPU spécialisés (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)</translation>
    </message>
    <message>
        <source>marketplaces (RunPod Community Cloud, Vast.ai)</source>
        <translation>places de marché (RunPod Community Cloud, Vast.ai)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>one %1 quote: %2 %3; %4</source>
        <translation>un devis %1 : %2 %3 ; %4</translation>
    </message>
    <message>
        <source>median of %1 %2 quotes from %3, $%4-$%5; %6</source>
        <translation>médiane de %1 devis %2 de %3, $%4-$%5 ; %6</translation>
    </message>
    <message>
        <source>median of %1 providers' medians (%2 %3 quotes from %4, $%5-$%6); %7</source>
        <translation>médiane des médianes de %1 fournisseurs (%2 devis %3 de %4, $%5-$%6) ; %7</translation>
    </message>
    <message>
        <source>no on-demand price (needed for bursts); set tco.cloud.on_demand_usd_per_gpu_hour</source>
        <translation>pas de prix à la demande (nécessaire pour les pics) ; renseignez tco.cloud.on_demand_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>a training run needs its whole cluster; bursting splits serving replicas only</source>
        <translation>une exécution d'entraînement a besoin de tout son cluster ; le débordement ne répartit que des répliques de service</translation>
    </message>
    <message>
        <source>catalog: %1</source>
        <translation>catalogue : %1</translation>
    </message>
    <message>
        <source>no on-demand price for %1; set tco.cloud.on_demand_usd_per_gpu_hour or cost.gpu_hour_usd</source>
        <translation>pas de prix à la demande pour %1 ; renseignez tco.cloud.on_demand_usd_per_gpu_hour ou cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>catalog: %1 (term not stated by the source)</source>
        <translation>catalogue : %1 (durée non précisée par la source)</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median reserved/on-demand ratio of the catalog's offers quoted both ways</source>
        <translation>dérivé : à la demande x %1, le rapport médian réservé/à la demande des offres du catalogue cotées des deux façons</translation>
    </message>
    <message>
        <source>no reserved price; set tco.cloud.reserved_1y_usd_per_gpu_hour</source>
        <translation>pas de prix réservé ; renseignez tco.cloud.reserved_1y_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>assumption: on-demand x %1 (the catalog quotes no 3-year term)</source>
        <translation>hypothèse : à la demande x %1 (le catalogue ne cote aucune durée de 3 ans)</translation>
    </message>
    <message>
        <source>no on-demand price to derive it from; set tco.cloud.reserved_3y_usd_per_gpu_hour</source>
        <translation>pas de prix à la demande dont le dériver ; renseignez tco.cloud.reserved_3y_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>no spot quote for %1 in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>pas de devis spot pour %1 dans le catalogue ; renseignez tco.cloud.spot_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>no spot quote for %1 from '%2' in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>pas de devis spot pour %1 de « %2 » dans le catalogue ; renseignez tco.cloud.spot_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>catalog: %1 (%2 USD/GPU) x %3 GPUs + host %4 USD (%5)</source>
        <translation>catalogue : %1 (%2 USD/GPU) x %3 GPU + hôte %4 USD (%5)</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénario</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>hypothèse</translation>
    </message>
    <message>
        <source>no purchase price for %1 in the catalog; set tco.on_prem.server_usd_per_node</source>
        <translation>pas de prix d'achat pour %1 dans le catalogue ; renseignez tco.on_prem.server_usd_per_node</translation>
    </message>
    <message>
        <source>PRC-0103: one port per GPU of a 64-port 400 Gb/s switch at 36,000 USD</source>
        <translation>PRC-0103 : un port par GPU d'un commutateur 64 ports 400 Gb/s à 36 000 USD</translation>
    </message>
    <message>
        <source>catalog: %1 TDP</source>
        <translation>catalogue : TDP de %1</translation>
    </message>
    <message>
        <source>the catalog has no TDP for %1, so power cannot be costed</source>
        <translation>le catalogue n'a pas de TDP pour %1 : l'énergie ne peut pas être chiffrée</translation>
    </message>
    <message>
        <source>PRC-0120: server overhead x1.3 over GPU TDP (0.3 x %1 GPUs x %2 W)</source>
        <translation>PRC-0120 : surcoût serveur x1,3 sur le TDP des GPU (0,3 x %1 GPU x %2 W)</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>aucune : %1</translation>
    </message>
    <message>
        <source>at its thin-evidence catalog price (%1), %2 (%3, %4 GPUs) would rank first: $%5/GPU-hour, $%6/M tokens against $%7; a quote of your own in cost.gpu_hour_usd settles it</source>
        <translation>à son prix de catalogue faiblement étayé (%1), %2 (%3, %4 GPU) serait classé premier : $%5/GPU-heure, $%6/M jetons contre $%7 ; un devis à vous dans cost.gpu_hour_usd tranchera</translation>
    </message>
    <message>
        <source>rank 1 by price tier: %1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>1er rang par niveau de prix : les prix %1 placeraient %2 (%3, %4 GPU) en tête à $%5/GPU-heure, $%6/M jetons</translation>
    </message>
    <message>
        <source>%1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>les prix %1 placeraient %2 (%3, %4 GPU) en tête à $%5/GPU-heure, $%6/M jetons</translation>
    </message>
    <message>
        <source>got %1 requests/s, accepted %2 to %3 requests/s: at most the peak (workload.requests_per_s), and at least what the default daytime profile reaches when only its busiest hours remain; give tco.demand for another shape</source>
        <translation>valeur %1 requêtes/s, acceptées de %2 à %3 requêtes/s : au plus la pointe (workload.requests_per_s), et au moins ce qu'atteint le profil diurne par défaut quand seules ses heures les plus chargées restent ; donnez tco.demand pour une autre forme</translation>
    </message>
    <message>
        <source>got %1%2, accepted %3 to %4%2%5</source>
        <translation>valeur %1%2, acceptée de %3 à %4%2%5</translation>
    </message>
    <message>
        <source>%1 is a %2 model; the planner sizes language-model serving and training (use `rightsizer estimate` for images)</source>
        <translation>%1 est un modèle %2 ; le planificateur dimensionne le service et l'entraînement de modèles de langage (utilisez `rightsizer estimate` pour les images)</translation>
    </message>
    <message>
        <source>input p95 + output p95 = %1 tokens exceed the %2-token context of %3</source>
        <translation>entrée p95 + sortie p95 = %1 jetons dépassent le contexte de %2 jetons de %3</translation>
    </message>
    <message>
        <source>no target given: set ttft_ms, tpot_ms or min_output_tokens_per_s</source>
        <translation>aucun objectif donné : renseignez ttft_ms, tpot_ms ou min_output_tokens_per_s</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of 2 x cp = %2</source>
        <translation>valeur %1, doit être un multiple de 2 x cp = %2</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of micro_batch (%2)</source>
        <translation>valeur %1, doit être un multiple de micro_batch (%2)</translation>
    </message>
    <message>
        <source>training runs in fp32, bf16, fp16 or fp8 (got %1)</source>
        <translation>l'entraînement se fait en fp32, bf16, fp16 ou fp8 (reçu %1)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>list at least one precision (%1)</source>
        <translation>indiquez au moins une précision (%1)</translation>
    </message>
    <message>
        <source>lists a precision twice</source>
        <translation>cite une précision deux fois</translation>
    </message>
    <message>
        <source> USD/GPU-hour</source>
        <translation> USD/GPU-heure</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> séquences</translation>
    </message>
    <message>
        <source>got %1, must be a whole number of sequences</source>
        <translation>valeur %1, doit être un nombre entier de séquences</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> requêtes/s</translation>
    </message>
    <message>
        <source> (at most the peak)</source>
        <translation> (au plus la pointe)</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> jetons/s</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> répliques</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>got %1, must be a whole number</source>
        <translation>valeur %1, doit être un nombre entier</translation>
    </message>
    <message>
        <source>got %1 %2, accepted %3 to %4 %2</source>
        <translation>valeur %1 %2, acceptée de %3 à %4 %2</translation>
    </message>
    <message>
        <source>got %1 %2, must be a whole number</source>
        <translation>valeur %1 %2, doit être un nombre entier</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>M de jetons de sortie</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>a draft model is needed with method draft: name a catalog language model</source>
        <translation>un modèle brouillon est nécessaire avec la méthode draft : indiquez un modèle de langage du catalogue</translation>
    </message>
    <message>
        <source>%1 has a vocabulary of %2 tokens and %3 one of %4: a draft must share the target's tokenizer</source>
        <translation>%1 a un vocabulaire de %2 jetons et %3 un de %4 : un brouillon doit partager le tokeniseur de la cible</translation>
    </message>
    <message>
        <source> (at most the mean input)</source>
        <translation> (au plus l'entrée moyenne)</translation>
    </message>
    <message>
        <source>speculative decoding pays at a concurrency of %4: %1 tokens a step, TPOT %2 against %3 without it</source>
        <translation>le décodage spéculatif est rentable à une concurrence de %4 : %1 jetons par pas, TPOT %2 contre %3 sans lui</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (the step is compute-bound: checking the proposals costs more than it saves)</source>
        <translation>le décodage spéculatif n'est pas rentable à une concurrence de %4 : %1 jetons par pas, mais TPOT %2 contre %3 sans lui (le pas est limité par le calcul : vérifier les propositions coûte plus qu'il ne fait gagner)</translation>
    </message>
    <message>
        <source>saturated: the deployment runs at its capacity (about %1 requests/s) and further clients only wait longer for their first token</source>
        <translation>saturé : le déploiement tourne à sa capacité (environ %1 requêtes/s) et des clients supplémentaires attendent seulement plus longtemps leur premier jeton</translation>
    </message>
    <message>
        <source>saturated: the arrivals exceed what the deployment serves (about %1 requests/s); the queue grows without bound</source>
        <translation>saturé : les arrivées dépassent ce que le déploiement sert (environ %1 requêtes/s) ; la file croît sans limite</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs at $%3/hour (TTFT %8, TPOT %9) against %4 x %5 aggregated at $%6/hour, %7 % cheaper</source>
        <translation>le service désagrégé l'emporte : %1 respecte le SLA avec %2 GPU à %3 $/heure (TTFT %8, TPOT %9) contre %4 x %5 en service agrégé à %6 $/heure, %7 % moins cher</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs (TTFT %8, TPOT %9) against %4 x %5 aggregated, %7 % fewer</source>
        <translation>le service désagrégé l'emporte : %1 respecte le SLA avec %2 GPU (TTFT %8, TPOT %9) contre %4 x %5 en service agrégé, %7 % de moins</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 at $%6/hour against %2 GPUs at $%3/hour for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % cheaper</source>
        <translation>le service agrégé l'emporte : %4 x %5 à %6 $/heure contre %2 GPU à %3 $/heure pour le découpage désagrégé le moins cher, %1 (TTFT %8, TPOT %9) ; %7 % moins cher</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 against %2 GPUs for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % fewer</source>
        <translation>le service agrégé l'emporte : %4 x %5 contre %2 GPU pour le découpage désagrégé le moins cher, %1 (TTFT %8, TPOT %9) ; %7 % de moins</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (too few proposals are accepted to cover the draft's passes)</source>
        <translation>le décodage spéculatif n'est pas rentable à une concurrence de %4 : %1 jetons par pas, mais TPOT %2 contre %3 sans lui (trop peu de propositions sont acceptées pour couvrir les passes du brouillon)</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving cost the same: %4 x %5 or %1, %2 GPUs, at $%6/hour (TTFT %8, TPOT %9)</source>
        <translation>le service agrégé et le service désagrégé coûtent autant : %4 x %5 ou %1, %2 GPU, à %6 $/heure (TTFT %8, TPOT %9)</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving take the same GPUs: %4 x %5 or %1 (TTFT %8, TPOT %9)</source>
        <translation>le service agrégé et le service désagrégé demandent autant de GPU : %4 x %5 ou %1 (TTFT %8, TPOT %9)</translation>
    </message>
    <message>
        <source>no disaggregated split meets the SLA within %1 GPUs</source>
        <translation>aucun découpage désagrégé ne respecte le SLA avec au plus %1 GPU</translation>
    </message>
    <message>
        <source>disaggregated serving meets the SLA where no aggregated layout does: %1 with %2 GPUs (TTFT %3, TPOT %4)</source>
        <translation>le service désagrégé respecte le SLA là où aucune disposition agrégée n'y parvient : %1 avec %2 GPU (TTFT %3, TPOT %4)</translation>
    </message>
    <message>
        <source>%1 pool: %2</source>
        <translation>pool de %1 : %2</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4 per %5 worker</source>
        <translation>%1x %2, %3, %4 par worker de %5</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>préremplissage</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>décodage</translation>
    </message>
    <message>
        <source>disaggregated: %1</source>
        <translation>désagrégé : %1</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>réservé 1 an</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>réservé 3 ans</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>personnels</translation>
    </message>
    <message>
        <source>any</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>us-east</source>
        <translation>us-east</translation>
    </message>
    <message>
        <source>us-west</source>
        <translation>us-west</translation>
    </message>
    <message>
        <source>us-central</source>
        <translation>us-central</translation>
    </message>
    <message>
        <source>eu-west</source>
        <translation>eu-west</translation>
    </message>
    <message>
        <source>eu-central</source>
        <translation>eu-central</translation>
    </message>
    <message>
        <source>ap-northeast</source>
        <translation>ap-northeast</translation>
    </message>
    <message>
        <source>ap-southeast</source>
        <translation>ap-southeast</translation>
    </message>
    <message>
        <source>1-year reservations and committed-use prices</source>
        <translation>réservations sur 1 an et prix avec engagement d'utilisation</translation>
    </message>
    <message>
        <source>3-year reservations and committed-use prices</source>
        <translation>réservations sur 3 ans et prix avec engagement d'utilisation</translation>
    </message>
    <message>
        <source>spot and preemptible prices</source>
        <translation>prix spot et préemptibles</translation>
    </message>
    <message>
        <source>your own quotes (prices you added to the catalog)</source>
        <translation>vos propres devis (prix que vous avez ajoutés au catalogue)</translation>
    </message>
    <message>
        <source>your quote: %1 %2, %3</source>
        <translation>votre devis : %1 %2, %3</translation>
    </message>
    <message>
        <source>%1 has %2 B parameters and %3 %4 B: a draft must be smaller than the target</source>
        <translation>%1 a %2 G de paramètres et %3 %4 G : un brouillon doit être plus petit que la cible</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>réservé 3 ans</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>réservé 1 an</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median %2/on-demand ratio of this GPU's offers quoted both ways (%3)</source>
        <translation>dérivé : à la demande x %1, le rapport médian %2/à la demande des offres de ce GPU cotées des deux façons (%3)</translation>
    </message>
    <message>
        <source>mixture of experts: the experts' grouped matmuls and the router run at the dense layers' fitted efficiency (no MoE training in the calibration); the expert-parallel all-to-alls are in the step, not overlapped</source>
        <translation>mélange d'experts : les produits matriciels groupés des experts et le routeur tournent à l'efficacité ajustée des couches denses (aucun entraînement MoE dans l'étalonnage) ; les all-to-all du parallélisme d'experts sont dans l'étape, sans recouvrement</translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message>
        <source>inference</source>
        <translation>inférence</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>entraînement complet</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>ajustement fin LoRA</translation>
    </message>
    <message>
        <source>4-bit QLoRA fine-tune</source>
        <translation>ajustement fin QLoRA 4 bits</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Serve sizes inference against the SLA; train, lora and qlora size a training run against its deadline.</source>
        <translation>serve dimensionne l'inférence selon le SLA ; train, lora et qlora dimensionnent un entraînement selon son échéance.</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>Percentile</translation>
    </message>
    <message>
        <source>Percentile of requests at which the latency targets must hold.</source>
        <translation>Percentile des requêtes auquel les objectifs de latence doivent être tenus.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Étape ZeRO</translation>
    </message>
    <message>
        <source>How far optimizer state, gradients and weights are sharded across the data-parallel GPUs (DeepSpeed ZeRO / FSDP).</source>
        <translation>Dans quelle mesure l'état de l'optimiseur, les gradients et les poids sont répartis entre les GPU en parallélisme de données (DeepSpeed ZeRO / FSDP).</translation>
    </message>
    <message>
        <source>0 (no sharding)</source>
        <translation>0 (pas de répartition)</translation>
    </message>
    <message>
        <source>1 (optimizer states)</source>
        <translation>1 (états de l'optimiseur)</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2 (+ gradients)</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3 (+ poids)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcul</translation>
    </message>
    <message>
        <source>Activation recomputation: trades compute for activation memory.</source>
        <translation>Recalcul des activations : échange du calcul contre de la mémoire d'activations.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Parallélisme de contexte</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (Megatron-LM context parallelism, ring attention): activations per GPU shrink by this factor; a layout uses TP x PP x CP GPUs per data-parallel rank, and the sequence length must be a multiple of 2 x CP.</source>
        <translation>Nombre de GPU sur lesquels chaque séquence est répartie (parallélisme de contexte de Megatron-LM, ring attention) : les activations par GPU diminuent d'autant ; une disposition utilise TP x PP x CP GPU par rang de parallélisme de données, et la longueur de séquence doit être un multiple de 2 x CP.</translation>
    </message>
    <message>
        <source>1 (off)</source>
        <translation>1 (désactivé)</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Gradient buffer: 16-bit as NVIDIA's NeMo and Megatron-Bridge recipes keep it (2 bytes/param), or fp32 as Megatron-LM does by default (4 bytes/param).</source>
        <translation>Tampon des gradients : 16 bits comme dans les recettes NeMo et Megatron-Bridge de NVIDIA (2 octets/paramètre), ou fp32 comme Megatron-LM par défaut (4 octets/paramètre).</translation>
    </message>
    <message>
        <source>16-bit (bf16/fp16)</source>
        <translation>16 bits (bf16/fp16)</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Moteur de service</translation>
    </message>
    <message>
        <source>The serving engine that runs the model. Each engine has its own fitted kernel efficiency and per-step and per-request overheads, so latency and throughput depend on it. vLLM is the default.</source>
        <translation>Le moteur de service qui exécute le modèle. Chaque moteur a sa propre efficacité de noyaux ajustée et ses propres surcoûts par étape et par requête ; latence et débit en dépendent. vLLM par défaut.</translation>
    </message>
    <message>
        <source>Size to</source>
        <translation>Dimensionner selon</translation>
    </message>
    <message>
        <source>The estimate: the predicted TTFT and TPOT meet the targets (the pessimistic end of their 90 % band may miss). The pessimistic end: the band's upper end meets them, which takes a smaller batch or more replicas.</source>
        <translation>L'estimation : le TTFT et le TPOT prédits respectent les objectifs (la borne pessimiste de leur intervalle à 90 % peut les manquer). La borne pessimiste : la borne haute de l'intervalle les respecte, ce qui demande un lot plus petit ou plus de répliques.</translation>
    </message>
    <message>
        <source>the estimate</source>
        <translation>l'estimation</translation>
    </message>
    <message>
        <source>GeForce cards</source>
        <translation>Cartes GeForce</translation>
    </message>
    <message>
        <source>NVIDIA's GeForce driver licence permits no datacenter deployment, so GeForce cards are left out of the plan, the what-if charts and the report unless included here; included, each carries that caveat.</source>
        <translation>La licence du pilote GeForce de NVIDIA n'autorise aucun déploiement en centre de données : les cartes GeForce sont donc exclues du plan, des graphiques de simulation et du rapport, sauf si elles sont incluses ici ; incluses, chacune porte cette mise en garde.</translation>
    </message>
    <message>
        <source>left out (driver licence)</source>
        <translation>exclues (licence)</translation>
    </message>
    <message>
        <source>Prices ranked by</source>
        <translation>Classement par prix</translation>
    </message>
    <message>
        <source>Catalog prices from fewer than 3 providers, from marketplace offers only or over 6 months old are thin evidence. Ranked by well-evidenced prices only, such a GPU is left unpriced (ranked last) and the plan says whether it would have ranked first; a price you enter for it counts.</source>
        <translation>Les prix du catalogue issus de moins de 3 fournisseurs, d'offres de places de marché uniquement ou vieux de plus de 6 mois sont peu étayés. En classant par prix bien étayés uniquement, un tel GPU reste sans prix (classé en dernier) et le plan indique s'il aurait été classé premier ; un prix que vous saisissez pour lui compte.</translation>
    </message>
    <message>
        <source>every catalog price</source>
        <translation>tous les prix</translation>
    </message>
    <message>
        <source>well-evidenced prices only</source>
        <translation>prix bien étayés</translation>
    </message>
    <message>
        <source>Prices from</source>
        <translation>Prix issus de</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>valeur par défaut du moteur</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU; no candidate GPU is in the catalog.</source>
        <translation>La valeur par défaut de %1 dépend du GPU ; aucun GPU candidat n'est dans le catalogue.</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>valeur par défaut du moteur (%1)</translation>
    </message>
    <message>
        <source>%1's default on every candidate GPU: %2%3.</source>
        <translation>Valeur par défaut de %1 sur chaque GPU candidat : %2%3.</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU:</source>
        <translation>La valeur par défaut de %1 dépend du GPU :</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1%2 on %3</source>
        <translation>  %1%2 sur %3</translation>
    </message>
    <message>
        <source>engine default (%1–%2)</source>
        <translation>valeur par défaut du moteur (%1–%2)</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> séquences</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>profile's mean</source>
        <translation>moyenne du profil</translation>
    </message>
    <message>
        <source>profile's mean (%1)</source>
        <translation>moyenne du profil (%1)</translation>
    </message>
    <message>
        <source>Not given: the mean of the demand profile, %1 req/s (%2).</source>
        <translation>Non renseigné : la moyenne du profil de demande, %1 req/s (%2).</translation>
    </message>
    <message>
        <source>Input p95 + output p95 must fit the model's context.</source>
        <translation>L'entrée p95 + la sortie p95 doivent tenir dans le contexte du modèle.</translation>
    </message>
    <message>
        <source>Peak requests/s</source>
        <translation>Requêtes/s de pointe</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Peak demand: the mean arrival rate (Poisson) of the busiest hour of the week. The fleet is sized for it, with the growth headroom under Limits added on top. An imported or edited weekly profile overrides it with its own busiest hour.</source>
        <translation>Demande de pointe : le taux d'arrivée moyen (Poisson) de l'heure la plus chargée de la semaine. Le parc est dimensionné pour elle, avec la marge de croissance des Limites en plus. Un profil hebdomadaire importé ou modifié la remplace par sa propre heure la plus chargée.</translation>
    </message>
    <message>
        <source>Mean requests/s</source>
        <translation>Requêtes/s moyennes</translation>
    </message>
    <message>
        <source>Mean demand over the week. Costs per token divide by the tokens served at this rate (the fleet sized for the peak runs around the clock). Not given: the profile's mean (the default daytime profile's is 0.46 x the peak); given, it reshapes the daytime profile to this mean. At most the peak.</source>
        <translation>Demande moyenne sur la semaine. Les coûts par jeton se divisent par les jetons servis à ce débit (le parc dimensionné pour la pointe tourne en continu). Non renseignée : la moyenne du profil (celle du profil diurne par défaut vaut 0,46 x la pointe) ; renseignée, elle remodèle le profil diurne à cette moyenne. Au plus la pointe.</translation>
    </message>
    <message>
        <source>Input tokens, mean</source>
        <translation>Jetons d'entrée, moyenne</translation>
    </message>
    <message>
        <source>Mean prompt length per request, system prompt and history included.</source>
        <translation>Longueur moyenne du prompt par requête, prompt système et historique compris.</translation>
    </message>
    <message>
        <source>Input tokens, p95</source>
        <translation>Jetons d'entrée, p95</translation>
    </message>
    <message>
        <source>95th percentile of the prompt length; not below the mean. </source>
        <translation>95e percentile de la longueur du prompt ; pas en dessous de la moyenne. </translation>
    </message>
    <message>
        <source>Output tokens, mean</source>
        <translation>Jetons de sortie, moyenne</translation>
    </message>
    <message>
        <source>Mean number of tokens generated per request.</source>
        <translation>Nombre moyen de jetons générés par requête.</translation>
    </message>
    <message>
        <source>Output tokens, p95</source>
        <translation>Jetons de sortie, p95</translation>
    </message>
    <message>
        <source>95th percentile of the generated length; not below the mean. </source>
        <translation>95e percentile de la longueur générée ; pas en dessous de la moyenne. </translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> Md jetons</translation>
    </message>
    <message>
        <source>Tokens to process, all epochs together, in billions (1 B = 10^9 tokens).</source>
        <translation>Jetons à traiter, toutes époques confondues, en milliards (1 Md = 10^9 jetons).</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Wall-clock time allowed for the whole run.</source>
        <translation>Durée réelle allouée à l'ensemble de l'entraînement.</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <source>Tokens per training sequence; at most the model's context.</source>
        <translation>Jetons par séquence d'entraînement ; au plus le contexte du modèle.</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Lot global</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, all GPUs together; a multiple of the micro batch.</source>
        <translation>Séquences par pas d'optimiseur, tous GPU confondus ; un multiple du micro-lot.</translation>
    </message>
    <message>
        <source> sequence</source>
        <translation> séquence</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>Micro-lot</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass; at most the global batch, which it must divide.</source>
        <translation>Séquences par GPU et par passe avant/arrière ; au plus le lot global, qu'il doit diviser.</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>Rang LoRA</translation>
    </message>
    <message>
        <source>Rank of the LoRA adapter matrices (LoRA and QLoRA modes).</source>
        <translation>Rang des matrices d'adaptateur LoRA (modes LoRA et QLoRA).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Délai du premier jeton</translation>
    </message>
    <message>
        <source>Target for the time from a request's arrival to its first output token, at the SLA percentile; queueing included. 0: no target.</source>
        <translation>Objectif pour le temps entre l'arrivée d'une requête et son premier jeton de sortie, au percentile du SLA ; attente comprise. 0 : pas d'objectif.</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Temps par jeton de sortie</translation>
    </message>
    <message>
        <source>Target for the time between two output tokens of one request, at the SLA percentile (50 ms = 20 tokens/s per user). 0: no target.</source>
        <translation>Objectif pour le temps entre deux jetons de sortie d'une requête, au percentile du SLA (50 ms = 20 jetons/s par utilisateur). 0 : pas d'objectif.</translation>
    </message>
    <message>
        <source>Min. output rate</source>
        <translation>Débit de sortie min.</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> jetons/s</translation>
    </message>
    <message>
        <source>Output tokens per second the whole deployment must sustain. 0: no target. At least one of the three targets must be set.</source>
        <translation>Jetons de sortie par seconde que tout le déploiement doit soutenir. 0 : pas d'objectif. Au moins un des trois objectifs doit être fixé.</translation>
    </message>
    <message>
        <source>Min. replicas</source>
        <translation>Répliques min.</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> répliques</translation>
    </message>
    <message>
        <source>Fewest replicas a plan may have, whatever the load: 2 keeps serving when one replica fails (N+1 redundancy). 1: as few as the demand needs.</source>
        <translation>Nombre minimal de répliques d'un plan, quelle que soit la charge : 2 maintient le service si une réplique tombe (redondance N+1). 1 : autant que la demande l'exige.</translation>
    </message>
    <message>
        <source> replica</source>
        <translation> réplique</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>GPU max.</translation>
    </message>
    <message>
        <source>Largest deployment the planner may propose, all replicas together.</source>
        <translation>Plus grand déploiement que le planificateur peut proposer, toutes répliques confondues.</translation>
    </message>
    <message>
        <source> GPU</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU par nœud</translation>
    </message>
    <message>
        <source>GPUs in one server; tensor parallelism stays inside a node.</source>
        <translation>GPU d'un serveur ; le parallélisme tensoriel reste dans un nœud.</translation>
    </message>
    <message>
        <source>Growth headroom</source>
        <translation>Marge de croissance</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Capacity added on top of the demand for growth and bursts (20 % sizes the deployment for 1.2 times the demand).</source>
        <translation>Capacité ajoutée à la demande pour la croissance et les pics (20 % dimensionne le déploiement pour 1,2 fois la demande).</translation>
    </message>
    <message>
        <source>Runtime memory use</source>
        <translation>Mémoire utilisée par le moteur</translation>
    </message>
    <message>
        <source>Share of each GPU's memory the serving runtime may allocate (vLLM's gpu_memory_utilization; 90 % by default).</source>
        <translation>Part de la mémoire de chaque GPU que le moteur de service peut allouer (gpu_memory_utilization de vLLM ; 90 % par défaut).</translation>
    </message>
    <message>
        <source>Flag utilization below</source>
        <translation>Signaler une utilisation sous</translation>
    </message>
    <message>
        <source>A plan whose compute utilization is under this is flagged as over-provisioned.</source>
        <translation>Un plan dont l'utilisation de calcul est inférieure est signalé comme surdimensionné.</translation>
    </message>
    <message>
        <source>Flag memory use below</source>
        <translation>Signaler une mémoire utilisée sous</translation>
    </message>
    <message>
        <source>A plan that uses less than this share of its usable GPU memory is flagged as leaving memory mostly idle.</source>
        <translation>Un plan qui utilise moins que cette part de sa mémoire GPU utilisable est signalé comme laissant la mémoire largement inutilisée.</translation>
    </message>
    <message>
        <source>Max running sequences</source>
        <translation>Séquences simultanées max.</translation>
    </message>
    <message>
        <source>The most sequences one replica's engine runs at once; further requests wait in its queue. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang max_running_requests, llama.cpp server slots. 0: the engine's default, which for vLLM depends on the GPU.</source>
        <translation>Nombre maximal de séquences que le moteur d'une réplique exécute simultanément ; les autres requêtes attendent dans sa file. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang max_running_requests, emplacements du serveur llama.cpp. 0 : la valeur par défaut du moteur, qui pour vLLM dépend du GPU.</translation>
    </message>
    <message>
        <source>Step token budget</source>
        <translation>Budget de jetons par étape</translation>
    </message>
    <message>
        <source>The most tokens one engine step processes, decode tokens and prompt chunks together; a longer prompt is prefilled in chunks over several steps. vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. 0: the engine's default, which for vLLM and SGLang depends on the GPU.</source>
        <translation>Nombre maximal de jetons traités par une étape du moteur, jetons de décodage et morceaux de prompt ensemble ; un prompt plus long est pré-rempli par morceaux sur plusieurs étapes. vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. 0 : la valeur par défaut du moteur, qui pour vLLM et SGLang dépend du GPU.</translation>
    </message>
    <message>
        <source>Serving front end</source>
        <translation>Frontal de service</translation>
    </message>
    <message>
        <source>Mean time a request spends outside the engine's steps: HTTP, tokenization, detokenization, streaming the first token. It adds to TTFT under load. 0: the engine's value fitted on OpenAI-compatible servers; an in-process or Triton front end spends about 10-20 ms.</source>
        <translation>Temps moyen qu'une requête passe hors des étapes du moteur : HTTP, tokenisation, détokenisation, envoi du premier jeton. Il s'ajoute au TTFT sous charge. 0 : la valeur du moteur ajustée sur des serveurs compatibles OpenAI ; un frontal intégré au processus ou Triton prend environ 10-20 ms.</translation>
    </message>
    <message>
        <source>pessimistic end</source>
        <translation>borne pessimiste</translation>
    </message>
    <message>
        <source>included (caveat)</source>
        <translation>incluses (réserve)</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>Préfixe partagé</translation>
    </message>
    <message>
        <source>Prompt tokens that requests share at their start: a system prompt, a tool list, earlier turns of a conversation. With prefix caching (vLLM automatic prefix caching, SGLang RadixAttention, TensorRT-LLM KV reuse) a request that finds them cached skips their prefill, and their KV blocks are held once per replica. At most the mean input; 0: no prefix caching.</source>
        <translation>Jetons d'invite que les requêtes partagent au début : une invite système, une liste d'outils, les tours précédents d'une conversation. Avec le cache de préfixe (cache automatique de préfixe de vLLM, RadixAttention de SGLang, réutilisation KV de TensorRT-LLM), une requête qui les trouve en cache saute leur préremplissage, et leurs blocs KV sont conservés une seule fois par réplique. Au plus l'entrée moyenne ; 0 : pas de cache de préfixe.</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Succès du cache de préfixe</translation>
    </message>
    <message>
        <source>Share of requests that find the shared prefix in the cache. A miss computes its whole prompt.</source>
        <translation>Part des requêtes qui trouvent le préfixe partagé dans le cache. Un échec calcule toute son invite.</translation>
    </message>
    <message>
        <source>Proposals per step</source>
        <translation>Propositions par pas</translation>
    </message>
    <message>
        <source>Tokens the draft proposes each step (vLLM num_speculative_tokens); the target checks them all in one pass. More proposals pay only while most are accepted.</source>
        <translation>Jetons que le brouillon propose à chaque pas (num_speculative_tokens de vLLM) ; la cible les vérifie tous en une passe. Plus de propositions ne sont rentables que tant que la plupart sont acceptées.</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Acceptation</translation>
    </message>
    <message>
        <source>Chance that the target accepts each proposed token. A step emits (1 - a^(k+1)) / (1 - a) tokens on average (Leviathan et al. 2023). Typical: 85-90 % for DeepSeek-V3's MTP head at one proposal; lower for generic drafts, long proposals and high sampling temperatures.</source>
        <translation>Probabilité que la cible accepte chaque jeton proposé. Un pas émet en moyenne (1 - a^(k+1)) / (1 - a) jetons (Leviathan et al. 2023). Typique : 85-90 % pour la tête MTP de DeepSeek-V3 à une proposition ; moins pour des brouillons génériques, de longues propositions et des températures d'échantillonnage élevées.</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <translation>Désagrégé</translation>
    </message>
    <message>
        <source>Also size disaggregated serving: prefill workers that compute the prompts and hand each request's KV cache to decode workers (NVIDIA Dynamo, llm-d, SGLang and vLLM's prefill/decode split). The planner searches the split and the TP of each pool against the SLA at the grown demand and says whether it beats the aggregated rank 1, and by how much.</source>
        <translation>Dimensionner aussi le service désagrégé : des workers de préremplissage calculent les prompts et transmettent le cache KV de chaque requête à des workers de décodage (NVIDIA Dynamo, llm-d, SGLang et la séparation préremplissage/décodage de vLLM). Le planificateur cherche le découpage et le TP de chaque pool face au SLA à la demande accrue, et dit s'il bat le rang 1 agrégé, et de combien.</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>non comparé</translation>
    </message>
    <message>
        <source>KV cache link</source>
        <translation>Lien du cache KV</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>NVLink / fabric</source>
        <translation>NVLink / fabric</translation>
    </message>
    <message>
        <source>network (InfiniBand, RoCE)</source>
        <translation>réseau (InfiniBand, RoCE)</translation>
    </message>
    <message>
        <source>PCIe, one server</source>
        <translation>PCIe, un serveur</translation>
    </message>
    <message>
        <source>Pool GPUs</source>
        <translation>GPU des pools</translation>
    </message>
    <message>
        <source>Whether the prefill and decode pools may use different GPUs (both priced, the same precision), e.g. a compute-rich GPU for prefill and a memory-rich one for decode; their KV cache then crosses the network.</source>
        <translation>Si les pools de préremplissage et de décodage peuvent utiliser des GPU différents (tous deux avec un prix, même précision), par exemple un GPU riche en calcul pour le préremplissage et un riche en mémoire pour le décodage ; leur cache KV traverse alors le réseau.</translation>
    </message>
    <message>
        <source>the same GPU</source>
        <translation>le même GPU</translation>
    </message>
    <message>
        <source>may differ</source>
        <translation>peuvent différer</translation>
    </message>
    <message>
        <source>compared</source>
        <translation>comparé</translation>
    </message>
    <message>
        <source>What each request's KV cache crosses from its prefill worker to its decode worker. Automatic: NVLink when both pools fit one NVLink domain of the same GPU, PCIe when both fit one server of a GPU without NVLink, else the network at runtime.network_gb_per_s_per_gpu.</source>
        <translation>Ce que traverse le cache KV de chaque requête, du worker de préremplissage au worker de décodage. Automatique : NVLink quand les deux pools tiennent dans un domaine NVLink du même GPU, PCIe quand ils tiennent dans un serveur d'un GPU sans NVLink, sinon le réseau à runtime.network_gb_per_s_per_gpu.</translation>
    </message>
    <message>
        <source>Which catalog quotes price the GPUs: on-demand prices of every provider, of hyperscalers (AWS, Azure, Google Cloud, Oracle), of specialist GPU clouds (CoreWeave, Lambda, Nebius, ...) or of marketplaces (RunPod Community Cloud, Vast.ai); 1-year or 3-year reservations; spot prices; or only your own quotes (prices you added to the catalog or typed into the candidates table). Your own quote of a GPU prices it in every tier of its kind. A GPU with no quote in the tier is unpriced (ranked last, by GPU-hours). The plan's price note names the GPU another tier would rank first.</source>
        <translation>Quels devis du catalogue donnent le prix des GPU : les prix à la demande de tous les fournisseurs, des hyperscalers (AWS, Azure, Google Cloud, Oracle), des clouds GPU spécialisés (CoreWeave, Lambda, Nebius, ...) ou des places de marché (RunPod Community Cloud, Vast.ai) ; les réservations sur 1 an ou 3 ans ; les prix spot ; ou uniquement vos propres devis (prix que vous avez ajoutés au catalogue ou saisis dans le tableau des candidats). Votre propre devis pour un GPU lui donne un prix dans chaque niveau de son type de prix. Un GPU sans devis dans le niveau reste sans prix (classé en dernier, par GPU-heures). La note de prix du plan nomme le GPU qu'un autre niveau classerait premier.</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>réservé 1 an</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>réservé 3 ans</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>my quotes only</source>
        <translation>mes devis uniquement</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>Where the GPUs are rented. Only quotes paid in that region price them; a quote that states no region is a provider-wide list price and counts everywhere, and 'North America' counts in the US regions. Prices are in US dollars.</source>
        <translation>Où les GPU sont loués. Seuls les devis payés dans cette région leur donnent un prix ; un devis qui n'indique aucune région est un prix public valable pour tout le fournisseur et compte partout, et « Amérique du Nord » compte dans les régions des États-Unis. Les prix sont en dollars US.</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>toutes les régions</translation>
    </message>
    <message>
        <source>US East</source>
        <translation>États-Unis Est</translation>
    </message>
    <message>
        <source>US West</source>
        <translation>États-Unis Ouest</translation>
    </message>
    <message>
        <source>US Central</source>
        <translation>États-Unis Centre</translation>
    </message>
    <message>
        <source>Europe West</source>
        <translation>Europe Ouest</translation>
    </message>
    <message>
        <source>Europe Central</source>
        <translation>Europe Centre</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>tous les fournisseurs</translation>
    </message>
    <message>
        <source>hyperscalers</source>
        <translation>hyperscalers</translation>
    </message>
    <message>
        <source>specialist clouds</source>
        <translation>clouds spécialisés</translation>
    </message>
    <message>
        <source>marketplaces</source>
        <translation>places de marché</translation>
    </message>
    <message>
        <source>Asia Northeast</source>
        <translation>Asie du Nord-Est</translation>
    </message>
    <message>
        <source>Asia Southeast</source>
        <translation>Asie du Sud-Est</translation>
    </message>
</context>
<context>
    <name>FleetFigures</name>
    <message>
        <source>%1 (%2 GPU)</source>
        <translation>%1 (%2 GPU)</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs)</source>
        <translation>%1 (%2 GPU)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requêtes/s</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Demande</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pointe</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Level against the profile</source>
        <translation>Niveau par rapport au profil</translation>
    </message>
    <message>
        <source>Demand growth (and demand level) of this month</source>
        <translation>Croissance (et niveau) de la demande ce mois-ci</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Parc</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPU par réplique</translation>
    </message>
    <message>
        <source>Replica capacity</source>
        <translation>Capacité d'une réplique</translation>
    </message>
    <message>
        <source>Highest rate one replica serves within the TTFT target (%1 at saturation)</source>
        <translation>Débit le plus élevé qu'une réplique sert dans l'objectif de TTFT (%1 à saturation)</translation>
    </message>
    <message>
        <source>Autoscaled, fewest</source>
        <translation>Mise à l'échelle, minimum</translation>
    </message>
    <message>
        <source>At least the minimum replicas (tco.cloud.min_replicas = %1)</source>
        <translation>Au moins le minimum de répliques (tco.cloud.min_replicas = %1)</translation>
    </message>
    <message>
        <source>Autoscaled, most</source>
        <translation>Mise à l'échelle, maximum</translation>
    </message>
    <message>
        <source>Fixed fleet</source>
        <translation>Parc fixe</translation>
    </message>
    <message>
        <source>Sized for the peak so far × (1 + %1 headroom), never shrinking; reserved capacity and a cloud without autoscaling run this fleet</source>
        <translation>Dimensionné pour la pointe atteinte × (1 + %1 de marge), sans jamais diminuer ; la capacité réservée et un cloud sans mise à l'échelle automatique font tourner ce parc</translation>
    </message>
    <message>
        <source>On-prem nodes</source>
        <translation>Nœuds sur site</translation>
    </message>
    <message>
        <source>%1 nodes, %2</source>
        <translation>%1 nœuds, %2</translation>
    </message>
    <message>
        <source>Whole nodes of %1 GPUs for the fixed fleet: what on-prem buys</source>
        <translation>Nœuds entiers de %1 GPU pour le parc fixe : ce que le sur site achète</translation>
    </message>
    <message>
        <source>SLA risk while replicas start (%1 min delay)</source>
        <translation>Risque SLA pendant le démarrage des répliques (délai de %1 min)</translation>
    </message>
    <message>
        <source>None: autoscaling is off, the cloud runs the fixed fleet.</source>
        <translation>Aucun : la mise à l'échelle automatique est désactivée, le cloud fait tourner le parc fixe.</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>Par semaine</translation>
    </message>
    <message>
        <source>week</source>
        <translation>semaine</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Par mois</translation>
    </message>
    <message>
        <source>month</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>%1 weeks a month</source>
        <translation>%1 semaines par mois</translation>
    </message>
    <message>
        <source>Requests in those hours</source>
        <translation>Requêtes pendant ces heures</translation>
    </message>
    <message>
        <source>Horizon average (on-demand)</source>
        <translation>Moyenne sur l'horizon (à la demande)</translation>
    </message>
    <message>
        <source>The TCO's figure: the mean over the %1 months of the horizon</source>
        <translation>La valeur du TCO : la moyenne sur les %1 mois de l'horizon</translation>
    </message>
    <message>
        <source>Utilization (busy / paid replica-hours)</source>
        <translation>Utilisation (heures-répliques occupées / payées)</translation>
    </message>
    <message>
        <source>Autoscaled</source>
        <translation>Mise à l'échelle</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>90 % band: %1 – %2</source>
        <translation>intervalle à 90 % : %1 – %2</translation>
    </message>
    <message>
        <source>: wider band</source>
        <translation> : intervalle élargi</translation>
    </message>
    <message>
        <source>check: </source>
        <translation>vérification : </translation>
    </message>
    <message>
        <source>note: </source>
        <translation>remarque : </translation>
    </message>
    <message>
        <source>no price for %1: set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>pas de prix pour %1 : renseignez cost.gpu_hour_usd.%1 dans le scénario</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Catalog GPU id</source>
        <translation>Identifiant du GPU dans le catalogue</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Prec</source>
        <translation>Préc.</translation>
    </message>
    <message>
        <source>Weight precision; ~ marks uncalibrated efficiency</source>
        <translation>Précision des poids ; ~ signale une efficacité non étalonnée</translation>
    </message>
    <message>
        <source>%1 weights, %2 KV cache; efficiency factors of %3%4</source>
        <translation>poids %1, cache KV %2 ; facteurs d'efficacité de %3%4</translation>
    </message>
    <message>
        <source> (~: no calibration rows, wider band)</source>
        <translation> (~ : aucune mesure d'étalonnage, intervalle élargi)</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Tensor parallel (TP) × pipeline parallel (PP) degree</source>
        <translation>Degré de parallélisme tensoriel (TP) × en pipeline (PP)</translation>
    </message>
    <message>
        <source>GPUs in the whole deployment</source>
        <translation>GPU de tout le déploiement</translation>
    </message>
    <message>
        <source>data parallel %1 × %2</source>
        <translation>parallélisme de données %1 × %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Running batch per replica</source>
        <translation>Lot en cours par réplique</translation>
    </message>
    <message>
        <source>running batch per replica; the largest whose KV cache fits is %1</source>
        <translation>lot en cours par réplique ; le plus grand dont le cache KV tient est %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>Time per output token at the %1, full batch</source>
        <translation>Temps par jeton de sortie au %1, lot complet</translation>
    </message>
    <message>
        <source>; mean TPOT %1</source>
        <translation> ; TPOT moyen %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>Time to first token at the %1 under the grown demand, queueing included</source>
        <translation>Délai du premier jeton au %1 sous la demande accrue, attente comprise</translation>
    </message>
    <message>
        <source>; %1 of it queueing at the grown demand</source>
        <translation> ; dont %1 d'attente à la demande accrue</translation>
    </message>
    <message>
        <source>Out tok/s/GPU</source>
        <translation>Jetons sortie/s/GPU</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU at capacity</source>
        <translation>Jetons de sortie par seconde et par GPU à pleine capacité</translation>
    </message>
    <message>
        <source>whole deployment %1 output tokens/s (%2); %3 per user</source>
        <translation>tout le déploiement %1 jetons de sortie/s (%2) ; %3 par utilisateur</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>Util.</source>
        <translation>Util.</translation>
    </message>
    <message>
        <source>Share of capacity the peak demand uses</source>
        <translation>Part de la capacité utilisée par la demande de pointe</translation>
    </message>
    <message>
        <source>share of capacity the peak demand uses; %1 at the grown peak</source>
        <translation>part de la capacité utilisée par la demande de pointe ; %1 à la pointe accrue</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>Degré de parallélisme de données</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Wall-clock hours of the whole run</source>
        <translation>Heures réelles de tout l'entraînement</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>90 % band: %1 – %2 h</source>
        <translation>intervalle à 90 % : %1 – %2 h</translation>
    </message>
    <message>
        <source>Tok/s/GPU</source>
        <translation>Jetons/s/GPU</translation>
    </message>
    <message>
        <source>Training tokens per second per GPU</source>
        <translation>Jetons d'entraînement par seconde et par GPU</translation>
    </message>
    <message>
        <source>whole job %1 tokens/s (%2)</source>
        <translation>tout l'entraînement %1 jetons/s (%2)</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>Utilisation des FLOPs du modèle (MFU)</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <source>On-demand price of one GPU-hour. In the workbench, double-click (or F2) a meeting row's cell to enter a quote of your own: it becomes the scenario's cost.gpu_hour_usd for that GPU, one undo step, and the plan re-ranks</source>
        <translation>Prix à la demande d'une GPU-heure. Dans l'atelier, double-cliquez (ou F2) sur la cellule d'une ligne conforme pour saisir votre propre devis : il devient le cost.gpu_hour_usd du scénario pour ce GPU, en une étape d'annulation, et le plan se reclasse</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>Coût de l'entraînement</translation>
    </message>
    <message>
        <source>On-demand cost of the whole run</source>
        <translation>Coût à la demande de tout l'entraînement</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/mois</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month</source>
        <translation>Coût mensuel à la demande du déploiement</translation>
    </message>
    <message>
        <source>%1/hour × %2 hours a month, on demand</source>
        <translation>%1/heure × %2 heures par mois, à la demande</translation>
    </message>
    <message>
        <source>$/M tok</source>
        <translation>$/M jetons</translation>
    </message>
    <message>
        <source>$/M out tok</source>
        <translation>$/M jetons sortie</translation>
    </message>
    <message>
        <source>Cost per million trained tokens</source>
        <translation>Coût par million de jetons entraînés</translation>
    </message>
    <message>
        <source>Cost per million output tokens: the fleet sized for the peak, running around the clock, at the mean load (month 1, on demand)</source>
        <translation>Coût par million de jetons de sortie : le parc dimensionné pour la pointe, tournant en continu, à la charge moyenne (mois 1, à la demande)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Meets the target, or why the planner rejected it</source>
        <translation>Respecte l'objectif, ou pourquoi le planificateur l'a rejeté</translation>
    </message>
    <message>
        <source>meets deadline</source>
        <translation>respecte l'échéance</translation>
    </message>
    <message>
        <source>meets SLA</source>
        <translation>respecte le SLA</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>Flags, or the full rejection message</source>
        <translation>Signalements, ou le message de rejet complet</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Signalements</translation>
    </message>
    <message>
        <source>P Pareto, O over-provisioned, U under-provisioned, B a balance check failed, E thin price evidence</source>
        <translation>P Pareto, O surdimensionné, U sous-dimensionné, B échec d'un contrôle d'équilibre, E prix peu étayé</translation>
    </message>
    <message>
        <source>precision not native</source>
        <translation>précision non native</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>ne tient pas en mémoire</translation>
    </message>
    <message>
        <source>misses the TPOT target</source>
        <translation>manque l'objectif de TPOT</translation>
    </message>
    <message>
        <source>misses the TTFT target</source>
        <translation>manque l'objectif de TTFT</translation>
    </message>
    <message>
        <source>needs more GPUs than allowed</source>
        <translation>nécessite plus de GPU qu'autorisé</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>manque l'échéance</translation>
    </message>
    <message>
        <source>GeForce: not licensed for datacenters</source>
        <translation>GeForce : licence exclue en centre de données</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>over-provisioned</source>
        <translation>surdimensionné</translation>
    </message>
    <message>
        <source>under-provisioned</source>
        <translation>sous-dimensionné</translation>
    </message>
    <message>
        <source>balance check failed</source>
        <translation>échec du contrôle d'équilibre</translation>
    </message>
    <message>
        <source>thin price evidence (%1)</source>
        <translation>prix peu étayé (%1)</translation>
    </message>
    <message>
        <source>%1 larger layouts not listed</source>
        <translation>%1 dispositions plus grandes non listées</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>bundled: as shipped; edited: your figures replace the bundled ones; added: your row; deleted: a bundled row you hid</source>
        <translation>bundled : tel que fourni ; edited : vos valeurs remplacent celles fournies ; added : votre ligne ; deleted : une ligne fournie que vous avez masquée</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>When the source published or was read (ISO 8601)</source>
        <translation>Date de publication ou de lecture de la source (ISO 8601)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Where the row's figures come from (hover a cell for all of it)</source>
        <translation>D'où viennent les valeurs de la ligne (survolez une cellule pour tout voir)</translation>
    </message>
    <message>
        <source>Catalog id</source>
        <translation>Identifiant du catalogue</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Product name</source>
        <translation>Nom du produit</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Mémoire (GiB)</translation>
    </message>
    <message>
        <source>Memory the runtime sees (nvidia-smi memory.total), which the planner fits models into; stored in bytes</source>
        <translation>Mémoire vue par le moteur (nvidia-smi memory.total), dans laquelle le planificateur fait tenir les modèles ; stockée en octets</translation>
    </message>
    <message>
        <source>Bandwidth (TB/s)</source>
        <translation>Bande passante (TB/s)</translation>
    </message>
    <message>
        <source>Memory bandwidth; stored in GB/s</source>
        <translation>Bande passante mémoire ; stockée en GB/s</translation>
    </message>
    <message>
        <source>BF16 (TFLOP/s)</source>
        <translation>BF16 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput (no sparsity); 0 removes it</source>
        <translation>Débit tensoriel BF16 dense (sans parcimonie) ; 0 le retire</translation>
    </message>
    <message>
        <source>FP8 (TFLOP/s)</source>
        <translation>FP8 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense FP8 tensor throughput (no sparsity); — or 0: not native</source>
        <translation>Débit tensoriel FP8 dense (sans parcimonie) ; — ou 0 : non natif</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <source>Board power; — when not published</source>
        <translation>Puissance de la carte ; — si non publiée</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>SXM, OAM, PCIe, ...</source>
        <translation>SXM, OAM, PCIe…</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>llm, moe (mixture of experts), vit, diffusion</source>
        <translation>llm, moe (mélange d'experts), vit, diffusion</translation>
    </message>
    <message>
        <source>Parameters (B)</source>
        <translation>Paramètres (Md)</translation>
    </message>
    <message>
        <source>Total parameters, counted by the engine from the architecture</source>
        <translation>Paramètres au total, comptés par le moteur à partir de l'architecture</translation>
    </message>
    <message>
        <source>Active (B)</source>
        <translation>Actifs (Md)</translation>
    </message>
    <message>
        <source>Parameters active per token (differs from the total for MoE models)</source>
        <translation>Paramètres actifs par jeton (diffère du total pour les modèles MoE)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Couches Transformer</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Cachée</translation>
    </message>
    <message>
        <source>Hidden size (model width)</source>
        <translation>Taille cachée (largeur du modèle)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Têtes</translation>
    </message>
    <message>
        <source>Attention (query) heads</source>
        <translation>Têtes d'attention (requêtes)</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Têtes KV</translation>
    </message>
    <message>
        <source>Key/value heads (fewer than heads: grouped-query attention)</source>
        <translation>Têtes clé/valeur (moins que de têtes : attention à requêtes groupées)</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>Contexte (jetons)</translation>
    </message>
    <message>
        <source>Longest context the model supports</source>
        <translation>Contexte le plus long pris en charge par le modèle</translation>
    </message>
    <message>
        <source>Price id</source>
        <translation>Identifiant du prix</translation>
    </message>
    <message>
        <source>on-demand, spot, reserved, capacity-block, purchase or on-demand-historical</source>
        <translation>on-demand, spot, reserved, capacity-block, purchase ou on-demand-historical</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produit</translation>
    </message>
    <message>
        <source>Instance type or offer</source>
        <translation>Type d'instance ou offre</translation>
    </message>
    <message>
        <source>GPUs in the priced instance or kit</source>
        <translation>GPU de l'instance ou du kit tarifé</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>Prix (USD)</translation>
    </message>
    <message>
        <source>The offer's price in its unit; editing it scales USD per GPU-hour by the same factor</source>
        <translation>Le prix de l'offre dans son unité ; le modifier change le prix en USD par GPU-heure dans la même proportion</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>What the price is per</source>
        <translation>Unité à laquelle le prix s'applique</translation>
    </message>
    <message>
        <source>USD per GPU-hour</source>
        <translation>USD par GPU-heure</translation>
    </message>
    <message>
        <source>The hourly price of one GPU (— for purchase prices); editing it scales the offer's price by the same factor</source>
        <translation>Le prix horaire d'un GPU (— pour les prix d'achat) ; le modifier change le prix de l'offre dans la même proportion</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observé</translation>
    </message>
    <message>
        <source>When the price was seen (ISO 8601)</source>
        <translation>Date à laquelle le prix a été relevé (ISO 8601)</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 modèle</translation>
    </message>
    <message>
        <source>%1 models</source>
        <translation>%1 modèles</translation>
    </message>
    <message>
        <source>1 price</source>
        <translation>1 prix</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1 prix</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>price</source>
        <translation>prix</translation>
    </message>
    <message>
        <source> (invalid)</source>
        <translation> (invalide)</translation>
    </message>
    <message>
        <source> (double-click a cell to edit it)</source>
        <translation> (double-cliquez sur une cellule pour la modifier)</translation>
    </message>
    <message>
        <source>This row does not parse: %1</source>
        <translation>Cette ligne est illisible : %1</translation>
    </message>
    <message>
        <source>%1 at %2 (UTC)</source>
        <translation>%1 le %2 (UTC)</translation>
    </message>
    <message>
        <source>user edit (catalog editor); other figures: %1</source>
        <translation>modification utilisateur (éditeur de catalogue) ; autres valeurs : %1</translation>
    </message>
    <message>
        <source>editing · %1</source>
        <translation>modification · %1</translation>
    </message>
    <message>
        <source>%1 (editing) — current state</source>
        <translation>%1 (en cours de modification) — état actuel</translation>
    </message>
    <message>
        <source>%1 — current state</source>
        <translation>%1 — état actuel</translation>
    </message>
    <message>
        <source>The scenario as it is being edited, unsaved changes included</source>
        <translation>Le scénario tel qu'il est en cours de modification, modifications non enregistrées comprises</translation>
    </message>
    <message>
        <source>The scenario as it stands in the project now, unsaved changes made in the workbench included</source>
        <translation>Le scénario tel qu'il est maintenant dans le projet, modifications non enregistrées de l'atelier comprises</translation>
    </message>
    <message>
        <source>r%1 · %2</source>
        <translation>r%1 · %2</translation>
    </message>
    <message>
        <source>%1 — revision %2, %3, %4: %5</source>
        <translation>%1 — révision %2, %3, %4 : %5</translation>
    </message>
    <message>
        <source>Saved %1 (UTC) by %2</source>
        <translation>Enregistré le %1 (UTC) par %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>%1 values, peak %2</source>
        <translation>%1 valeurs, pointe %2</translation>
    </message>
    <message>
        <source>no candidate GPU</source>
        <translation>aucun GPU candidat</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>mois %1</translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation>pas dans les %1 mois</translation>
    </message>
    <message>
        <source>1 candidate meets the target and is recommended</source>
        <translation>1 candidat respecte l'objectif et est recommandé</translation>
    </message>
    <message>
        <source>%1 candidates meet the target; the cheapest per token is recommended</source>
        <translation>%1 candidats respectent l'objectif ; le moins cher par jeton est recommandé</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>objectif %1</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>pas d'objectif</translation>
    </message>
    <message>
        <source>%1 (%2) / %3</source>
        <translation>%1 (%2) / %3</translation>
    </message>
    <message>
        <source>%1 over %2 months</source>
        <translation>%1 sur %2 mois</translation>
    </message>
    <message>
        <source>— (on-demand is recommended)</source>
        <translation>— (l’option à la demande est recommandée)</translation>
    </message>
    <message>
        <source>— (no purchase price for %1)</source>
        <translation>— (pas de prix d'achat pour %1)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Whether a configuration meets the target; if none does, what comes closest and why</source>
        <translation>Si une configuration respecte l'objectif ; sinon, laquelle s'en approche le plus et pourquoi</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>GPU recommandé</translation>
    </message>
    <message>
        <source>The planner's first feasible candidate: cheapest per token</source>
        <translation>Le premier candidat réalisable du planificateur : le moins cher par jeton</translation>
    </message>
    <message>
        <source>Layout (TP/PP)</source>
        <translation>Disposition (TP/PP)</translation>
    </message>
    <message>
        <source>Tensor parallel × pipeline parallel degree per replica</source>
        <translation>Degré de parallélisme tensoriel × en pipeline par réplique</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Coût mensuel</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month, USD</source>
        <translation>Coût mensuel à la demande du déploiement, USD</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>$ par M de jetons de sortie</translation>
    </message>
    <message>
        <source>USD per million output tokens at today's demand (training: per million trained tokens)</source>
        <translation>USD par million de jetons de sortie à la demande actuelle (entraînement : par million de jetons entraînés)</translation>
    </message>
    <message>
        <source>TTFT predicted / target</source>
        <translation>TTFT prédit / objectif</translation>
    </message>
    <message>
        <source>Time to first token at the SLA percentile under the grown demand, queueing included, against the scenario's target</source>
        <translation>Délai du premier jeton au percentile du SLA sous la demande accrue, attente comprise, face à l'objectif du scénario</translation>
    </message>
    <message>
        <source>TTFT headroom</source>
        <translation>Marge de TTFT</translation>
    </message>
    <message>
        <source>Share of the TTFT target left unused: (target − predicted) / target</source>
        <translation>Part de l'objectif de TTFT non utilisée : (objectif − prédit) / objectif</translation>
    </message>
    <message>
        <source>TPOT predicted / target</source>
        <translation>TPOT prédit / objectif</translation>
    </message>
    <message>
        <source>Time per output token at the SLA percentile, full batch, against the scenario's target</source>
        <translation>Temps par jeton de sortie au percentile du SLA, lot complet, face à l'objectif du scénario</translation>
    </message>
    <message>
        <source>TPOT headroom</source>
        <translation>Marge de TPOT</translation>
    </message>
    <message>
        <source>Share of the TPOT target left unused: (target − predicted) / target</source>
        <translation>Part de l'objectif de TPOT non utilisée : (objectif − prédit) / objectif</translation>
    </message>
    <message>
        <source>TCO: recommended</source>
        <translation>TCO : recommandé</translation>
    </message>
    <message>
        <source>Way of paying with the lowest net present value over the horizon</source>
        <translation>Mode de paiement à la VAN la plus basse sur l'horizon</translation>
    </message>
    <message>
        <source>TCO: NPV</source>
        <translation>TCO : VAN</translation>
    </message>
    <message>
        <source>Net present value of the recommended option, USD</source>
        <translation>VAN de l'option recommandée, USD</translation>
    </message>
    <message>
        <source>TCO: total</source>
        <translation>TCO : total</translation>
    </message>
    <message>
        <source>Undiscounted total of the recommended option over the horizon, USD</source>
        <translation>Total non actualisé de l'option recommandée sur l'horizon, USD</translation>
    </message>
    <message>
        <source>TCO: break-even</source>
        <translation>TCO : rentabilité</translation>
    </message>
    <message>
        <source>Month from which the recommended option is cumulatively no dearer than on-demand</source>
        <translation>Mois à partir duquel l'option recommandée ne coûte pas plus, en cumul, que la demande</translation>
    </message>
    <message>
        <source>On-prem break-even</source>
        <translation>Rentabilité du sur site</translation>
    </message>
    <message>
        <source>Month from which on-prem is cumulatively no dearer than the best cloud option</source>
        <translation>Mois à partir duquel le sur site ne coûte pas plus, en cumul, que la meilleure option cloud</translation>
    </message>
    <message>
        <source>meets the deadline (%1)</source>
        <translation>respecte l'échéance (%1)</translation>
    </message>
    <message>
        <source>meets the SLA (%1)</source>
        <translation>respecte le SLA (%1)</translation>
    </message>
    <message>
        <source>nothing feasible: %1</source>
        <translation>rien de réalisable : %1</translation>
    </message>
    <message>
        <source>none feasible</source>
        <translation>aucun réalisable</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>discounted at %1 a year over %2 months</source>
        <translation>actualisé à %1 par an sur %2 mois</translation>
    </message>
    <message>
        <source>Scenario field %1, in the scenario file's units (_ms milliseconds, _percent percent, _usd US dollars, _s per second)</source>
        <translation>Champ du scénario %1, dans les unités du fichier de scénario (_ms millisecondes, _percent pourcent, _usd dollars US, _s par seconde)</translation>
    </message>
    <message>
        <source> (no on-prem base)</source>
        <translation> (sans base sur site)</translation>
    </message>
    <message>
        <source> (1 node)</source>
        <translation> (1 nœud)</translation>
    </message>
    <message>
        <source> (%1 nodes)</source>
        <translation> (%1 nœuds)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizon</translation>
    </message>
    <message>
        <source>Autoscale cloud</source>
        <translation>Mise à l'échelle du cloud</translation>
    </message>
    <message>
        <source>month</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>months</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>The TCO input; its scenario field is in the tooltip</source>
        <translation>Le paramètre du TCO ; son champ de scénario est dans l'info-bulle</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>The value, in the unit beside it</source>
        <translation>La valeur, dans l'unité indiquée à côté</translation>
    </message>
    <message>
        <source>The value's unit</source>
        <translation>L'unité de la valeur</translation>
    </message>
    <message>
        <source>The value with its unit</source>
        <translation>La valeur avec son unité</translation>
    </message>
    <message>
        <source>Where the value comes from: the scenario, the catalog's prices and specifications, or a stated default</source>
        <translation>D'où vient la valeur : le scénario, les prix et caractéristiques du catalogue, ou une valeur par défaut indiquée</translation>
    </message>
    <message>
        <source>When the source observed the value, or its price reference</source>
        <translation>Date à laquelle la source a relevé la valeur, ou sa référence de prix</translation>
    </message>
    <message>
        <source>Not a scenario input: the demand level is the multiplier the sensitivity varies; change the demand (workload.requests_per_s, the weekly profile) instead.</source>
        <translation>Pas un paramètre du scénario : le niveau de demande est le multiplicateur que fait varier la sensibilité ; modifiez plutôt la demande (workload.requests_per_s, le profil hebdomadaire).</translation>
    </message>
    <message>
        <source>Not a scenario input: the GPU's TDP comes from the catalog.</source>
        <translation>Pas un paramètre du scénario : le TDP du GPU vient du catalogue.</translation>
    </message>
    <message>
        <source>Not a scenario input.</source>
        <translation>Pas un paramètre du scénario.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>How the GPUs are paid for</source>
        <translation>Mode de paiement des GPU</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Undiscounted cash over the horizon, resale value credited</source>
        <translation>Sommes non actualisées sur l'horizon, valeur de revente déduite</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>VAN</translation>
    </message>
    <message>
        <source>Net present value at the discount rate</source>
        <translation>Valeur actuelle nette au taux d'actualisation</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>Intervalle à 90 %</translation>
    </message>
    <message>
        <source>The total at the ends of the throughput's 90 % band</source>
        <translation>Le total aux bornes de l'intervalle à 90 % du débit</translation>
    </message>
    <message>
        <source>$/run</source>
        <translation>$/entraînement</translation>
    </message>
    <message>
        <source>USD per million output tokens the demand asks for</source>
        <translation>USD par million de jetons de sortie demandés</translation>
    </message>
    <message>
        <source>USD per training run</source>
        <translation>USD par entraînement</translation>
    </message>
    <message>
        <source>Share of the GPUs paid for that the demand uses</source>
        <translation>Part des GPU payés que la demande utilise</translation>
    </message>
    <message>
        <source>The largest monthly average of GPUs paid for</source>
        <translation>La plus grande moyenne mensuelle de GPU payés</translation>
    </message>
    <message>
        <source>Break-even vs on-demand</source>
        <translation>Rentabilité face à la demande</translation>
    </message>
    <message>
        <source>First month from which the option has cost no more than on-demand so far, and stays so</source>
        <translation>Premier mois à partir duquel l'option n'a pas coûté plus que la demande jusque-là, et le reste</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>pas dans l'horizon</translation>
    </message>
    <message>
        <source>%1: unavailable: %2</source>
        <translation>%1 : indisponible : %2</translation>
    </message>
    <message>
        <source>“%1” in the inputs</source>
        <translation>« %1 » dans les paramètres</translation>
    </message>
    <message>
        <source>90 %: %1 – %2</source>
        <translation>90 % : %1 – %2</translation>
    </message>
    <message>
        <source> (KV %1)</source>
        <translation> (KV %1)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 per replica — rejected</source>
        <translation>%1 · %2 · %3 par réplique — rejeté</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 · %4</source>
        <translation>%1 × %2 · %3 · %4</translation>
    </message>
    <message>
        <source> · data parallel %1</source>
        <translation> · parallélisme de données %1</translation>
    </message>
    <message>
        <source> · %1 × batch %2</source>
        <translation> · %1 × lot %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; %1 of capacity in use at the grown demand (%2 at the peak) leaves little room for bursts; add a replica or pick a faster configuration.</source>
        <translation>&lt;b&gt;Sous-dimensionné :&lt;/b&gt; %1 de la capacité utilisée à la demande accrue (%2 à la pointe) laisse peu de place aux pics ; ajoutez une réplique ou choisissez une configuration plus rapide.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; %1 replicas run at %2 of capacity at the peak (%3 at the grown peak); fewer GPUs would carry the load if the latency target allows.</source>
        <translation>&lt;b&gt;Surdimensionné :&lt;/b&gt; %1 répliques tournent à %2 de leur capacité à la pointe (%3 à la pointe accrue) ; moins de GPU porteraient la charge si l'objectif de latence le permet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized%1:&lt;/b&gt; %2 of capacity used at the peak, %3 at the grown peak; %4 TPOT %5 and TTFT %6 on %7.</source>
        <translation>&lt;b&gt;Bien dimensionné%1 :&lt;/b&gt; %2 de la capacité utilisée à la pointe, %3 à la pointe accrue ; %4 TPOT %5 et TTFT %6 sur %7.</translation>
    </message>
    <message>
        <source> (smallest deployment)</source>
        <translation> (plus petit déploiement)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejected:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Rejeté :&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; the run takes %1 h of the %2 h allowed, with little margin.</source>
        <translation>&lt;b&gt;Sous-dimensionné :&lt;/b&gt; l'entraînement prend %1 h sur les %2 h permises, avec peu de marge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; finishes in %1 h of the %2 h allowed on %3 data-parallel copies; fewer GPUs would meet the deadline.</source>
        <translation>&lt;b&gt;Surdimensionné :&lt;/b&gt; se termine en %1 h sur les %2 h permises avec %3 copies en parallélisme de données ; moins de GPU tiendraient l'échéance.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized:&lt;/b&gt; the run takes %1 h (%2) of the %3 h allowed.</source>
        <translation>&lt;b&gt;Bien dimensionné :&lt;/b&gt; l'entraînement prend %1 h (%2) sur les %3 h permises.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>at batch %1 (fits %2)</source>
        <translation>au lot %1 (tient jusqu'à %2)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>États de l'optimiseur</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Surcoût</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;Total&lt;/b&gt;</translation>
    </message>
    <message>
        <source>of %1 usable</source>
        <translation>sur %1 utilisables</translation>
    </message>
    <message>
        <source>Short by</source>
        <translation>Manque</translation>
    </message>
    <message>
        <source>In use at peak</source>
        <translation>Utilisé à la pointe</translation>
    </message>
    <message>
        <source>at the peak's mean concurrency</source>
        <translation>à la concurrence moyenne de la pointe</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <source>, target %1</source>
        <translation>, objectif %1</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>the grown demand, %1 per replica; Poisson arrivals, simulated as &lt;i&gt;estimate --rate&lt;/i&gt; does (%2 tokens a step, at most %3 running)</source>
        <translation>la demande accrue, %1 par réplique ; arrivées de Poisson, simulées comme le fait &lt;i&gt;estimate --rate&lt;/i&gt; (%2 jetons par étape, au plus %3 en cours)</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>… waiting</source>
        <translation>… attente</translation>
    </message>
    <message>
        <source>queueing on top of the %1 a request takes when none waits</source>
        <translation>attente en plus des %1 que prend une requête quand aucune n'attend</translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <source>End to end %1</source>
        <translation>De bout en bout %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>médiane %1</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>… per GPU</source>
        <translation>… par GPU</translation>
    </message>
    <message>
        <source>… per user</source>
        <translation>… par utilisateur</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>today; %1 at the grown demand</source>
        <translation>aujourd'hui ; %1 à la demande accrue</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>Étape de décodage</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limité par le calcul</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limité par la mémoire</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>Latence et débit</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Durée d'étape</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Bulle de pipeline</translation>
    </message>
    <message>
        <source>Run time and throughput</source>
        <translation>Durée et débit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>No price</source>
        <translation>Pas de prix</translation>
    </message>
    <message>
        <source>set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>renseignez cost.gpu_hour_usd.%1 dans le scénario</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU-heure</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Étayage</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>faible</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>Par heure</translation>
    </message>
    <message>
        <source>%1 on demand</source>
        <translation>%1 à la demande</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Entraînement complet</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>Par M de jetons</translation>
    </message>
    <message>
        <source>trained tokens</source>
        <translation>jetons entraînés</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Par mois</translation>
    </message>
    <message>
        <source>output tokens: the fleet sized for the peak, at the mean load</source>
        <translation>jetons de sortie : le parc dimensionné pour la pointe, à la charge moyenne</translation>
    </message>
    <message>
        <source>✓ ok</source>
        <translation>✓ ok</translation>
    </message>
    <message>
        <source>✗ failed</source>
        <translation>✗ échec</translation>
    </message>
    <message>
        <source>System balance</source>
        <translation>Équilibre du système</translation>
    </message>
    <message>
        <source>Notes and warnings</source>
        <translation>Remarques et avertissements</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l'export</translation>
    </message>
    <message>
        <source>give a file name ending in .png or .svg</source>
        <translation>indiquez un nom de fichier se terminant par .png ou .svg</translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation>l'image n'a pas pu être encodée</translation>
    </message>
    <message>
        <source>Export chart as PNG or SVG…</source>
        <translation>Exporter le graphique en PNG ou SVG…</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>Image PNG (*.png);;Image vectorielle SVG (*.svg)</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>Copier le graphique</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>Exporter le tableau en CSV…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Exporter le tableau</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>Jetons de sortie/s</translation>
    </message>
    <message>
        <source>Peak memory / GPU</source>
        <translation>Mémoire de pointe / GPU</translation>
    </message>
    <message>
        <source>Not fitted: TTFT measured with several requests in flight waits behind the other requests' prefills; only a batch-1 TTFT is the prefill the engine predicts</source>
        <translation>Non ajusté : un TTFT mesuré avec plusieurs requêtes en vol attend derrière les préremplissages des autres ; seul un TTFT au lot 1 est le préremplissage que prédit le moteur</translation>
    </message>
    <message>
        <source>Not fitted: vLLM and TensorRT-LLM reserve their KV-cache pool up front (gpu_memory_utilization, free_gpu_memory_fraction), so the peak memory measured is the runtime's reservation, not what the model needs; no efficiency factor acts on it</source>
        <translation>Non ajusté : vLLM et TensorRT-LLM réservent d'emblée leur réserve de cache KV (gpu_memory_utilization, free_gpu_memory_fraction) ; la mémoire de pointe mesurée est donc la réservation du moteur, pas le besoin du modèle ; aucun facteur d'efficacité n'agit dessus</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>The measured run: file and line</source>
        <translation>La mesure : fichier et ligne</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Efficiency group (GPU family / precision) the run belongs to</source>
        <translation>Groupe d'efficacité (famille de GPU / précision) de la mesure</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Relevé</translation>
    </message>
    <message>
        <source>What was measured</source>
        <translation>Ce qui a été mesuré</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>The benchmark's value</source>
        <translation>La valeur de la mesure de performance</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>Prédit avant</translation>
    </message>
    <message>
        <source>Predicted with the reference efficiency factors</source>
        <translation>Prédit avec les facteurs d'efficacité de référence</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>Erreur avant</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the reference factors</source>
        <translation>Prédit / mesuré − 1 avec les facteurs de référence</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>Prédit après</translation>
    </message>
    <message>
        <source>Predicted with the factors fitted to the project's runs</source>
        <translation>Prédit avec les facteurs ajustés aux mesures du projet</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>Erreur après</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the fitted factors</source>
        <translation>Prédit / mesuré − 1 avec les facteurs ajustés</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Readings the fit leaves out</source>
        <translation>Relevés exclus de l'ajustement</translation>
    </message>
    <message>
        <source>not fitted</source>
        <translation>non ajusté</translation>
    </message>
    <message>
        <source>GPU family / precision whose factors were fitted</source>
        <translation>Famille de GPU / précision dont les facteurs ont été ajustés</translation>
    </message>
    <message>
        <source>η compute</source>
        <translation>η calcul</translation>
    </message>
    <message>
        <source>eta_c, achieved / dense peak FLOP/s in compute-bound phases: reference → fitted</source>
        <translation>eta_c, FLOP/s atteints / crête dense dans les phases limitées par le calcul : référence → ajusté</translation>
    </message>
    <message>
        <source>η memory</source>
        <translation>η mémoire</translation>
    </message>
    <message>
        <source>eta_m, achieved / datasheet bandwidth in weight and KV streaming: reference → fitted</source>
        <translation>eta_m, bande passante atteinte / théorique lors du flux des poids et du KV : référence → ajusté</translation>
    </message>
    <message>
        <source>Half-width of the 90 % band on a prediction, exp(1.645 σ) − 1: reference → fitted (it narrows as measurements accumulate)</source>
        <translation>Demi-largeur de l'intervalle à 90 % d'une prédiction, exp(1,645 σ) − 1 : référence → ajusté (elle se resserre à mesure que les mesures s'accumulent)</translation>
    </message>
    <message>
        <source>Behind the fit</source>
        <translation>Base de l'ajustement</translation>
    </message>
    <message>
        <source>Runs and TTFT/TPOT/tokens-per-second readings the fit used</source>
        <translation>Mesures et relevés TTFT/TPOT/jetons par seconde utilisés par l'ajustement</translation>
    </message>
    <message>
        <source>%1 runs, %2 readings</source>
        <translation>%1 mesures, %2 relevés</translation>
    </message>
    <message>
        <source>Cheapest first</source>
        <translation>Le moins cher d'abord</translation>
    </message>
    <message>
        <source>How many GPUs of this kind carry the measured load</source>
        <translation>Nombre de GPU de ce type qui portent la charge mesurée</translation>
    </message>
    <message>
        <source>Catalog GPU; "(current)" is the configuration the telemetry came from</source>
        <translation>GPU du catalogue ; « (actuel) » est la configuration d'où vient la télémétrie</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (actuel)</translation>
    </message>
    <message>
        <source>Memory needed / GPU</source>
        <translation>Mémoire nécessaire / GPU</translation>
    </message>
    <message>
        <source>The measured per-GPU peaks summed, plus headroom, spread over the GPUs</source>
        <translation>La somme des pointes mesurées par GPU, plus la marge, répartie sur les GPU</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>Mémoire / GPU</translation>
    </message>
    <message>
        <source>Memory the runtime sees on each GPU of the candidate</source>
        <translation>Mémoire vue par le moteur sur chaque GPU du candidat</translation>
    </message>
    <message>
        <source>Busy at p95</source>
        <translation>Occupé au p95</translation>
    </message>
    <message>
        <source>Predicted busy share of each GPU at the measured p95 load</source>
        <translation>Part d'occupation prévue de chaque GPU à la charge p95 mesurée</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>USD per hour for all the GPUs at the reference on-demand price</source>
        <translation>USD par heure pour tous les GPU au prix de référence à la demande</translation>
    </message>
    <message>
        <source>USD per month (%1 hours) for all the GPUs on demand</source>
        <translation>USD par mois (%1 heures) pour tous les GPU à la demande</translation>
    </message>
    <message>
        <source>A caveat on the GPU, such as its licence</source>
        <translation>Une réserve sur le GPU, comme sa licence</translation>
    </message>
    <message>
        <source>%1 × the reference on-demand price (%2)</source>
        <translation>%1 × le prix de référence à la demande (%2)</translation>
    </message>
    <message>
        <source>Memory per GPU at the planned batch</source>
        <translation>Mémoire par GPU au lot prévu</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Free (usable capacity)</source>
        <translation>Libre (capacité utilisable)</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB par GPU</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU (%1 more GPUs cost more)</source>
        <translation>Coût par million de jetons, configuration la moins chère de chaque GPU (%1 GPU de plus coûtent plus)</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU that meets the SLA</source>
        <translation>Coût par million de jetons, configuration la moins chère de chaque GPU qui respecte le SLA</translation>
    </message>
    <message>
        <source>USD per million tokens</source>
        <translation>USD par million de jetons</translation>
    </message>
    <message>
        <source>USD per million tokens (cloud on-demand)</source>
        <translation>USD par million de jetons (cloud à la demande)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requêtes/s</translation>
    </message>
    <message>
        <source>Cumulative cost of each scenario's recommended option</source>
        <translation>Coût cumulé de l'option recommandée de chaque scénario</translation>
    </message>
    <message>
        <source>thousand USD</source>
        <translation>milliers d'USD</translation>
    </message>
    <message>
        <source>RightSizer projects (*.rsplan);;All files (*)</source>
        <translation>Projets RightSizer (*.rsplan);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>Scénario JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be one line</source>
        <translation>doit tenir sur une ligne</translation>
    </message>
    <message>
        <source>starts or ends with a space; remove it</source>
        <translation>commence ou finit par une espace ; supprimez-la</translation>
    </message>
    <message>
        <source>The bundled catalog is damaged: %1</source>
        <translation>Le catalogue fourni est endommagé : %1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>table column: how many GPUs</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>architecture</translation>
    </message>
    <message>
        <source>given in the scenario</source>
        <translation>indiqué dans le scénario</translation>
    </message>
    <message>
        <source>Model architecture</source>
        <translation>Architecture du modèle</translation>
    </message>
    <message>
        <source>GPU figures</source>
        <translation>Caractéristiques des GPU</translation>
    </message>
    <message>
        <source>Every GPU the scenarios evaluated, with the source and date of each figure the engine used (figures that share a source are listed together).</source>
        <translation>Chaque GPU évalué par les scénarios, avec la source et la date de chaque valeur utilisée par le moteur (les valeurs de même source sont regroupées).</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>no source recorded</source>
        <translation>aucune source enregistrée</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU-heure</translation>
    </message>
    <message>
        <source>; thin evidence: </source>
        <translation> ; preuves insuffisantes : </translation>
    </message>
    <message>
        <source>, well-evidenced prices only</source>
        <translation>, prix bien étayés uniquement</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Provider, product, region</source>
        <translation>Fournisseur, produit, région</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation>/GPU-h</translation>
    </message>
    <message>
        <source>Quotes behind the configurations in this report</source>
        <translation>Devis à l'origine des configurations de ce rapport</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Donnée</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>peak %1, mean %2, growth %3/year</source>
        <translation>pic %1, moyenne %2, croissance %3/an</translation>
    </message>
    <message>
        <source> tokens in </source>
        <translation> jetons en entrée </translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Moteur d'inférence</translation>
    </message>
    <message>
        <source>no purchase price</source>
        <translation>pas de prix d'achat</translation>
    </message>
    <message>
        <source>month %1 (rank %2)</source>
        <translation>mois %1 (rang %2)</translation>
    </message>
    <message>
        <source>not within %1 months (rank %2)</source>
        <translation>pas en %1 mois (rang %2)</translation>
    </message>
    <message>
        <source>Latency and throughput come from a roofline model: each phase takes the longer of its FLOPs at the GPU's dense peak (at the clock it sustains under its power cap) times a compute efficiency and its bytes at the memory bandwidth times a memory efficiency, plus the serving engine's fixed costs per decode step, per running sequence and per request (vLLM on NVIDIA GPUs: %1, %2 and %3). The efficiencies are fitted per GPU family and precision, memory system and serving engine, by least squares on the logarithm, to published measurements of real systems (the calibration tables shipped with RightSizer). The spread of those measurements around the fit, σ (RMS of log(measured / predicted)) for the GPU family with the engine, sets every 90 % band in this report: a prediction x has the band x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;. Where no measurement covers a family and precision the factors are borrowed from the nearest group (marked ~ in the tables), and where the GPU was never measured with the engine the configuration is not validated; either widens σ by %4.</source>
        <translation>La latence et le débit viennent d'un modèle roofline : chaque phase dure le plus long de deux temps, ses FLOP au pic dense du GPU (à la fréquence qu'il tient sous son plafond de puissance) multiplié par une efficacité de calcul, et ses octets à la bande passante mémoire multipliée par une efficacité mémoire, plus les coûts fixes du moteur d'inférence par pas de décodage, par séquence en cours et par requête (vLLM sur GPU NVIDIA : %1, %2 et %3). Les efficacités sont ajustées par famille de GPU et précision, système mémoire et moteur d'inférence, par moindres carrés sur le logarithme, sur des mesures publiées de systèmes réels (les tables d'étalonnage livrées avec RightSizer). La dispersion de ces mesures autour de l'ajustement, σ (moyenne quadratique de log(mesuré / prédit)) pour la famille de GPU avec le moteur, fixe chaque intervalle à 90 % de ce rapport : une prédiction x a l'intervalle x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;. Là où aucune mesure ne couvre une famille et une précision, les facteurs sont empruntés au groupe le plus proche (marqué ~ dans les tableaux), et là où le GPU n'a jamais été mesuré avec le moteur, la configuration n'est pas validée ; l'un et l'autre élargissent σ de %4.</translation>
    </message>
    <message>
        <source>Efficiency group</source>
        <translation>Groupe d'efficacité</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Utilisé par</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Mesures</translation>
    </message>
    <message>
        <source>Compute eff.</source>
        <translation>Eff. calcul</translation>
    </message>
    <message>
        <source>Memory eff.</source>
        <translation>Eff. mémoire</translation>
    </message>
    <message>
        <source>σ (log)</source>
        <translation>σ (log)</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <source>validated on %1 runs</source>
        <translation>validé sur %1 mesures</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>Scénarios côte à côte</translation>
    </message>
    <message>
        <source>Sizing rules</source>
        <translation>Règles de dimensionnement</translation>
    </message>
    <message>
        <source>latency targets met at the pessimistic end of the 90 % band (scenario)</source>
        <translation>objectifs de latence tenus à la borne pessimiste de l'intervalle à 90 % (scénario)</translation>
    </message>
    <message>
        <source>latency targets met by the estimate; the band's pessimistic end may miss them (default)</source>
        <translation>objectifs de latence tenus par l'estimation ; la borne pessimiste de l'intervalle peut les manquer (par défaut)</translation>
    </message>
    <message>
        <source>at least %1 replicas (scenario)</source>
        <translation>au moins %1 répliques (scénario)</translation>
    </message>
    <message>
        <source>as few replicas as the demand needs (default)</source>
        <translation>autant de répliques que la demande l'exige, pas plus (par défaut)</translation>
    </message>
    <message>
        <source>GeForce cards included (scenario), each with the caveat: %1</source>
        <translation>cartes GeForce incluses (scénario), chacune avec la réserve : %1</translation>
    </message>
    <message>
        <source>GeForce cards left out: %1 (default)</source>
        <translation>cartes GeForce exclues : %1 (par défaut)</translation>
    </message>
    <message>
        <source>layouts needing more than %1 times the GPUs of the same GPU's cheapest layout are folded under it, not ranked (%2 here)</source>
        <translation>les dispositions qui demandent plus de %1 fois les GPU de la disposition la moins chère du même GPU sont regroupées sous celle-ci, sans rang (%2 ici)</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source>Where each figure comes from and when it was observed. Catalog figures carry their source in the catalog itself; scenario inputs are marked “scenario”; defaults say why they were chosen.</source>
        <translation>D'où vient chaque valeur et quand elle a été relevée. Les valeurs du catalogue portent leur source dans le catalogue ; les données du scénario sont marquées « scénario » ; les valeurs par défaut disent pourquoi elles ont été choisies.</translation>
    </message>
    <message>
        <source>Cost inputs</source>
        <translation>Données de coût</translation>
    </message>
    <message>
        <source>“%1”: %2 (on-prem)</source>
        <translation>« %1 » : %2 (sur site)</translation>
    </message>
    <message>
        <source>Uncertainty and calibration</source>
        <translation>Incertitude et étalonnage</translation>
    </message>
    <message>
        <source>Costs inherit the band: each TCO total is also computed with the replica capacity at the optimistic and the pessimistic end of its band (the “90 % band” column), and the sensitivity chart shows how each cost input moves the total by ±20 %. Prices are observations with a date, not quotes for your order: confirm them with the vendor before committing. A configuration whose pessimistic end misses a target should be validated with a benchmark run on the chosen GPU before buying.</source>
        <translation>Les coûts héritent de l'intervalle : chaque total de TCO est aussi calculé avec la capacité d'une réplique aux bornes optimiste et pessimiste de son intervalle (colonne « intervalle à 90 % »), et le graphique de sensibilité montre comment chaque donnée de coût fait varier le total de ±20 %. Les prix sont des observations datées, pas des devis pour votre commande : confirmez-les auprès du fournisseur avant de vous engager. Une configuration dont la borne pessimiste manque un objectif doit être validée par une mesure de performance sur le GPU choisi avant l'achat.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Terme</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Signification</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over %1 months with the resale value credited in the last month; NPV discounts them at %2 a year. The band is the total at the ends of the throughput's 90 % band. GPUs: the largest monthly average paid for. The recommended option (bold) has the lowest NPV.</source>
        <translation>Les totaux sont des flux de trésorerie non actualisés sur %1 mois, la valeur de revente étant créditée le dernier mois ; la VAN les actualise à %2 par an. L'intervalle est le total aux bornes de l'intervalle à 90 % du débit. GPU : la plus grande moyenne mensuelle payée. L'option recommandée (en gras) a la VAN la plus basse.</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>Risque SLA (%1) : %2 h par mois pendant le démarrage de nouvelles répliques (%3 des requêtes arrivent alors).</translation>
    </message>
    <message>
        <source>The recommended configuration (%1) paid for six ways over %2 months. Demand today peaks at %3 and averages %4 (%5); it grows %6 a year.</source>
        <translation>La configuration recommandée (%1) payée de six façons sur %2 mois. La demande actuelle culmine à %3 et vaut en moyenne %4 (%5) ; elle croît de %6 par an.</translation>
    </message>
    <message>
        <source>Cost per million tokens divides by the tokens the demand asks for. On-demand %1 runs the planned fleet (sized for the peak) around the clock, so in the first month without growth it matches the candidate table's figure (at the mean load); autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>Le coût par million de jetons divise par les jetons que demande la charge. L'option à la demande %1 fait tourner la flotte prévue (dimensionnée pour le pic) en continu : le premier mois, sans croissance, elle égale donc la valeur du tableau des candidats (à la charge moyenne) ; le cloud à mise à l'échelle automatique suit la demande heure par heure, une autre stratégie qui peut coûter moins.</translation>
    </message>
    <message>
        <source>without autoscaling (not the option shown: it autoscales)</source>
        <translation>sans mise à l'échelle automatique (pas l'option affichée : elle en utilise une)</translation>
    </message>
    <message>
        <source>without autoscaling (as shown)</source>
        <translation>sans mise à l'échelle automatique (comme affiché)</translation>
    </message>
    <message>
        <source>Recommendation: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3; %4 per month on average, %5 over %6 months).</source>
        <translation>Recommandation : &lt;b&gt;%1&lt;/b&gt;, qui a %2 (%3 ; %4 par mois en moyenne, %5 sur %6 mois).</translation>
    </message>
    <message>
        <source>Buying hardware: plan rank %1</source>
        <translation>Achat de matériel : rang %1 du plan</translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price in the catalog, so on-prem and hybrid are costed on the best-ranked configuration whose GPU has one: %1.</source>
        <translation>Le GPU recommandé n'a pas de prix d'achat dans le catalogue : le sur site et l'hybride sont donc chiffrés sur la configuration la mieux classée dont le GPU en a un : %1.</translation>
    </message>
    <message>
        <source>For this configuration: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3 over %4 months).</source>
        <translation>Pour cette configuration : &lt;b&gt;%1&lt;/b&gt;, qui a %2 (%3 sur %4 mois).</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>Le sur site atteint le seuil de rentabilité face à la meilleure option cloud (%1) au mois %2.</translation>
    </message>
    <message>
        <source>On-prem does not break even with the best cloud option (%1) within %2 months.</source>
        <translation>Le sur site n'atteint pas le seuil de rentabilité face à la meilleure option cloud (%1) en %2 mois.</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>Coût cumulé : %1</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Coût total de possession</translation>
    </message>
    <message>
        <source>No TCO: </source>
        <translation>Pas de TCO : </translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilité</translation>
    </message>
    <message>
        <source>How the %1 total moves when each input is 20 % lower or higher, widest swing first.</source>
        <translation>Comment le total %1 varie quand chaque donnée baisse ou monte de 20 %, la plus grande variation d'abord.</translation>
    </message>
    <message>
        <source>Demand against capacity</source>
        <translation>Demande face à la capacité</translation>
    </message>
    <message>
        <source>One replica (%1) serves %2 within the TTFT target. Autoscaled cloud replicas follow the weekly demand (on the right axis one replica's height is that rate); a fixed fleet is sized for the peak with %3 headroom. In month 1 the fixed fleet holds %4 (%5 busy); by month %6 demand is %7 × today's and it holds %8 (%9 busy).</source>
        <translation>Une réplique (%1) sert %2 dans l'objectif de TTFT. Les répliques cloud à mise à l'échelle automatique suivent la demande hebdomadaire (sur l'axe de droite, la hauteur d'une réplique correspond à ce débit) ; une flotte fixe est dimensionnée pour le pic avec %3 de marge. Au mois 1, la flotte fixe compte %4 (%5 occupée) ; au mois %6, la demande vaut %7 × celle d'aujourd'hui et elle compte %8 (%9 occupée).</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n réplique</numerusform>
            <numerusform>%n répliques</numerusform>
        </translation>
    </message>
    <message>
        <source>Week of month 1 (today)</source>
        <translation>Semaine du mois 1 (aujourd'hui)</translation>
    </message>
    <message>
        <source>Week of month %1</source>
        <translation>Semaine du mois %1</translation>
    </message>
    <message>
        <source>On-prem (plan rank %1, %2)</source>
        <translation>Sur site (rang %1 du plan, %2)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Prix unitaire</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>GPU server with %1 × %2</source>
        <translation>Serveur GPU avec %1 × %2</translation>
    </message>
    <message>
        <source>GPUs (%1, in the servers)</source>
        <translation>GPU (%1, dans les serveurs)</translation>
    </message>
    <message>
        <source>included</source>
        <translation>inclus</translation>
    </message>
    <message>
        <source>Network per node (NICs, switch ports, cables)</source>
        <translation>Réseau par nœud (cartes réseau, ports de commutateur, câbles)</translation>
    </message>
    <message>
        <source>Installation per node</source>
        <translation>Installation par nœud</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Investissement</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation>mois %1 : %2</translation>
    </message>
    <message>
        <source>Financed at %1 a year: capital is paid as loan instalments.</source>
        <translation>Financé à %1 par an : l'investissement est payé par mensualités d'emprunt.</translation>
    </message>
    <message>
        <source>Power: %1 kW of IT load at %2 average GPU load, %3 kW at the wall (PUE %4).</source>
        <translation>Électricité : %1 kW de charge IT à %2 de charge GPU moyenne, %3 kW au compteur (PUE %4).</translation>
    </message>
    <message>
        <source>Running costs over %1 months: power %2, space %3, support %4, staff %5; resale credit %6.</source>
        <translation>Coûts d'exploitation sur %1 mois : électricité %2, espace %3, support %4, personnel %5 ; revente %6.</translation>
    </message>
    <message>
        <source>Total cost of ownership on-prem: %1 (NPV %2).</source>
        <translation>Coût total de possession sur site : %1 (VAN %2).</translation>
    </message>
    <message>
        <source>Cloud instance plan (%1)</source>
        <translation>Plan d'instances cloud (%1)</translation>
    </message>
    <message>
        <source>GPUs month 1</source>
        <translation>GPU mois 1</translation>
    </message>
    <message>
        <source>GPUs month %1</source>
        <translation>GPU mois %1</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-heures</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Source du prix</translation>
    </message>
    <message>
        <source>No cloud option can be priced for this configuration.</source>
        <translation>Aucune option cloud ne peut être chiffrée pour cette configuration.</translation>
    </message>
    <message>
        <source>Replicas of %1, autoscaled today between %2 and %3 (minimum %4, new replicas ready after %5 min); GPUs are monthly averages of the GPUs paid for.</source>
        <translation>Répliques de %1, mises à l'échelle aujourd'hui entre %2 et %3 (minimum %4, nouvelles répliques prêtes après %5 min) ; les GPU sont des moyennes mensuelles des GPU payés.</translation>
    </message>
    <message>
        <source>No autoscaling: on-demand and spot run the peak fleet around the clock.</source>
        <translation>Pas de mise à l'échelle automatique : à la demande et spot font tourner la flotte du pic en continu.</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Nomenclature</translation>
    </message>
    <message>
        <source>On-prem: no purchase price; </source>
        <translation>Sur site : pas de prix d'achat ; </translation>
    </message>
    <message>
        <source>cannot write '%1': %2</source>
        <translation>impossible d'écrire « %1 » : %2</translation>
    </message>
    <message>
        <source>%1 — GPU capacity plan, %2</source>
        <translation>%1 — plan de capacité GPU, %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>it is a folder; give a file name ending in .pdf</source>
        <translation>c'est un dossier ; donnez un nom de fichier se terminant par .pdf</translation>
    </message>
    <message>
        <source>give a file name ending in .pdf</source>
        <translation>donnez un nom de fichier se terminant par .pdf</translation>
    </message>
    <message>
        <source>the folder '%1' does not exist</source>
        <translation>le dossier « %1 » n'existe pas</translation>
    </message>
    <message>
        <source>GPU capacity plan: %1</source>
        <translation>Plan de capacité GPU : %1</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>le PDF n'a pas pu être commencé</translation>
    </message>
    <message>
        <source>%1 GPU types</source>
        <translation>%1 types de GPU</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>in %1 on %2</source>
        <translation>en %1 sur %2</translation>
    </message>
    <message>
        <source>%1 %2 on %3 tokens within %4 h, %5.</source>
        <translation>%1 %2 sur %3 jetons en %4 h, %5.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Entraîner</translation>
    </message>
    <message>
        <source>Fine-tune (%1)</source>
        <translation>Affiner (%1)</translation>
    </message>
    <message>
        <source>%1 time to first token within %2</source>
        <translation>délai du premier jeton %1 dans les %2</translation>
    </message>
    <message>
        <source>%1 time per output token within %2</source>
        <translation>temps par jeton de sortie %1 dans les %2</translation>
    </message>
    <message>
        <source>Serve %1 at peak %2, mean %3 over the week (%4); prompts of %5 tokens and answers of %6 on average%7, %8.</source>
        <translation>Servir %1 à un pic de %2, une moyenne de %3 sur la semaine (%4) ; requêtes de %5 jetons et réponses de %6 en moyenne%7, %8.</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation> avec %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1 (%2, %3 parameters</source>
        <translation>%1 (%2, %3 paramètres</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>, %1 actifs par jeton</translation>
    </message>
    <message>
        <source>, context %1 tokens</source>
        <translation>, contexte %1 jetons</translation>
    </message>
    <message>
        <source>%1 time to first token ≤ %2</source>
        <translation>délai du premier jeton %1 ≤ %2</translation>
    </message>
    <message>
        <source>%1 time per output token ≤ %2</source>
        <translation>temps par jeton de sortie %1 ≤ %2</translation>
    </message>
    <message>
        <source>at least %1 in all</source>
        <translation>au moins %1 au total</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>jetons de sortie/s</translation>
    </message>
    <message>
        <source>met at the pessimistic end of the 90 % band</source>
        <translation>tenus à la borne pessimiste de l'intervalle à 90 %</translation>
    </message>
    <message>
        <source>at least %1 replicas</source>
        <translation>au moins %1 répliques</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>peak %1 (sized for, + %2 growth headroom), mean %3 (costed at); prompts %4 / %5 tokens and outputs %6 / %7 tokens (mean / p95)</source>
        <translation>pic %1 (dimensionné pour, + %2 de marge de croissance), moyenne %3 (chiffrée) ; requêtes %4 / %5 jetons et sorties %6 / %7 jetons (moyenne / p95)</translation>
    </message>
    <message>
        <source>Demand note</source>
        <translation>Note sur la demande</translation>
    </message>
    <message>
        <source>Service levels</source>
        <translation>Niveaux de service</translation>
    </message>
    <message>
        <source>%1: %2 tokens, sequence %3, global batch %4</source>
        <translation>%1 : %2 jetons, séquence %3, lot global %4</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>terminer en %1 h</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Croissance</translation>
    </message>
    <message>
        <source>sized with %1 headroom over the peak demand; demand grows %2 a year over the %3-month cost horizon</source>
        <translation>dimensionné avec %1 de marge au-dessus du pic de demande ; la demande croît de %2 par an sur l'horizon de coût de %3 mois</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>Précisions</translation>
    </message>
    <message>
        <source> (emulated precisions allowed)</source>
        <translation> (précisions émulées autorisées)</translation>
    </message>
    <message>
        <source> (native only)</source>
        <translation> (natives uniquement)</translation>
    </message>
    <message>
        <source>%1, with its own fitted efficiency and overheads; it may use %2 of each GPU's memory</source>
        <translation>%1, avec ses propres efficacité ajustée et surcoûts ; il peut utiliser %2 de la mémoire de chaque GPU</translation>
    </message>
    <message>
        <source>GPUs considered</source>
        <translation>GPU envisagés</translation>
    </message>
    <message>
        <source>%1 GPU types, at most %2 GPUs, %3 GPUs per node</source>
        <translation>%1 types de GPU, au plus %2 GPU, %3 GPU par nœud</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Exigences</translation>
    </message>
    <message>
        <source>The scenario's description: %1</source>
        <translation>Description du scénario : %1</translation>
    </message>
    <message>
        <source>%1 configurations (GPU × precision × layout) evaluated; %2 meet the service levels%4. The table lists the %3 cheapest, ranked by cost per million tokens at cloud on-demand prices%5; the first row is the recommendation.</source>
        <translation>%1 configurations (GPU × précision × disposition) évaluées ; %2 tiennent les niveaux de service%4. Le tableau liste les %3 moins chères, classées par coût par million de jetons aux prix cloud à la demande%5 ; la première ligne est la recommandation.</translation>
    </message>
    <message>
        <source> (%1 of them not ranked: they need over %2 times the GPUs of the same GPU's cheapest layout)</source>
        <translation> (dont %1 sans rang : elles demandent plus de %2 fois les GPU de la disposition la moins chère du même GPU)</translation>
    </message>
    <message>
        <source> (the fleet sized for the peak, running around the clock, at the mean load)</source>
        <translation> (la flotte dimensionnée pour le pic, en continu, à la charge moyenne)</translation>
    </message>
    <message>
        <source>Latencies at the grown peak (headroom included), queueing in TTFT. Util.: share of capacity the peak uses. $/month: the fleet around the clock at on-demand prices; $/M tok: that cost over the output tokens served at the mean load. ~ after the precision: efficiency borrowed from another GPU family or precision (wider band).</source>
        <translation>Latences au pic accru (marge comprise), file d'attente incluse dans le TTFT. Util. : part de la capacité utilisée au pic. $/mois : la flotte en continu aux prix à la demande ; $/M jetons : ce coût sur les jetons de sortie servis à la charge moyenne. ~ après la précision : efficacité empruntée à une autre famille de GPU ou précision (intervalle plus large).</translation>
    </message>
    <message>
        <source>Run time and cost at on-demand prices; MFU: model FLOPs utilization.</source>
        <translation>Durée et coût aux prix à la demande ; MFU : utilisation des FLOP du modèle.</translation>
    </message>
    <message>
        <source>† GeForce card, included because the scenario sets allow_geforce: %1.</source>
        <translation>† Carte GeForce, incluse parce que le scénario définit allow_geforce : %1.</translation>
    </message>
    <message>
        <source>Closest configuration</source>
        <translation>Configuration la plus proche</translation>
    </message>
    <message>
        <source>Why it does not qualify</source>
        <translation>Pourquoi elle ne convient pas</translation>
    </message>
    <message>
        <source>GPUs that cannot meet the service levels</source>
        <translation>GPU qui ne peuvent pas tenir les niveaux de service</translation>
    </message>
    <message>
        <source>Candidate comparison</source>
        <translation>Comparaison des candidats</translation>
    </message>
    <message>
        <source>Memory and cost per token</source>
        <translation>Mémoire et coût par jeton</translation>
    </message>
    <message>
        <source>Memory per GPU of the six best-ranked configurations. The recommendation uses %1 of the %2 the runtime can allocate (weights %3, KV cache %4).</source>
        <translation>Mémoire par GPU des six configurations les mieux classées. La recommandation utilise %1 des %2 que l'environnement d'exécution peut allouer (poids %3, cache KV %4).</translation>
    </message>
    <message>
        <source>Scenario “%1”</source>
        <translation>Scénario « %1 »</translation>
    </message>
    <message>
        <source>run of %1 h (90 %: %2 – %3 h) against a deadline of %4 h (%5 margin)</source>
        <translation>durée de %1 h (90 % : %2 – %3 h) pour une échéance de %4 h (marge %5)</translation>
    </message>
    <message>
        <source>%1 TTFT %2 against ≤ %3 (%4 margin)</source>
        <translation>TTFT %1 %2 pour ≤ %3 (marge %4)</translation>
    </message>
    <message>
        <source>%1 TPOT %2 against ≤ %3 (%4 margin)</source>
        <translation>TPOT %1 %2 pour ≤ %3 (marge %4)</translation>
    </message>
    <message>
        <source>%1 against ≥ %2</source>
        <translation>%1 pour ≥ %2</translation>
    </message>
    <message>
        <source>no latency target set</source>
        <translation>aucun objectif de latence défini</translation>
    </message>
    <message>
        <source>run time %1 – %2 h</source>
        <translation>durée %1 – %2 h</translation>
    </message>
    <message>
        <source>%1 TPOT %2 – %3, %1 TTFT %4 – %5</source>
        <translation>TPOT %1 %2 – %3, TTFT %1 %4 – %5</translation>
    </message>
    <message>
        <source> (the pessimistic end misses the target: validate with a benchmark before buying)</source>
        <translation> (la borne pessimiste manque l'objectif : validez par une mesure de performance avant l'achat)</translation>
    </message>
    <message>
        <source>Serve &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Servir &lt;b&gt;%1&lt;/b&gt; sur &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Train &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Entraîner &lt;b&gt;%1&lt;/b&gt; sur &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: %1 a month at cloud on-demand prices</source>
        <translation> : %1 par mois aux prix cloud à la demande</translation>
    </message>
    <message>
        <source>: %1 for the run at cloud on-demand prices</source>
        <translation> : %1 pour l'entraînement aux prix cloud à la demande</translation>
    </message>
    <message>
        <source>; over %1 months the cheapest way to pay for it is &lt;b&gt;%2&lt;/b&gt;, %3 in total (%4 net present value)</source>
        <translation> ; sur %1 mois, la façon la moins chère de le payer est &lt;b&gt;%2&lt;/b&gt;, %3 au total (valeur actuelle nette %4)</translation>
    </message>
    <message>
        <source>Buying instead</source>
        <translation>En achetant plutôt</translation>
    </message>
    <message>
        <source>no on-prem price: </source>
        <translation>pas de prix sur site : </translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price; the best-ranked configuration with one is rank %1 (%2). </source>
        <translation>Le GPU recommandé n'a pas de prix d'achat ; la configuration la mieux classée qui en a un est au rang %1 (%2). </translation>
    </message>
    <message>
        <source>%1: %2 over %3 months (NPV %4)</source>
        <translation>%1 : %2 sur %3 mois (VAN %4)</translation>
    </message>
    <message>
        <source>; %1: %2 (NPV %3)</source>
        <translation> ; %1 : %2 (VAN %3)</translation>
    </message>
    <message>
        <source>; no hybrid: no on-prem base pays off (all-cloud on-demand is cheapest)</source>
        <translation> ; pas d'hybride : aucune base sur site n'est rentable (le tout-cloud à la demande est le moins cher)</translation>
    </message>
    <message>
        <source>; on-prem breaks even with %1 in month %2</source>
        <translation> ; le sur site atteint le seuil de rentabilité face à %1 au mois %2</translation>
    </message>
    <message>
        <source>; on-prem does not break even with %1 within %2 months</source>
        <translation> ; le sur site n'atteint pas le seuil de rentabilité face à %1 en %2 mois</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>%1 (plan rank 1 of %2 that meet the service levels; %3 evaluated)</source>
        <translation>%1 (rang 1 du plan sur %2 qui tiennent les niveaux de service ; %3 évaluées)</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>%1 (GeForce included by the scenario's allow_geforce)</source>
        <translation>%1 (GeForce incluse par allow_geforce du scénario)</translation>
    </message>
    <message>
        <source>%1 a month on demand (fleet sized for the grown peak, %2/GPU-hour)</source>
        <translation>%1 par mois à la demande (flotte dimensionnée pour le pic accru, %2/GPU-heure)</translation>
    </message>
    <message>
        <source>%1 for the run on demand (%2/GPU-hour)</source>
        <translation>%1 pour l'entraînement à la demande (%2/GPU-heure)</translation>
    </message>
    <message>
        <source>; %1 averages %2 a month over the horizon</source>
        <translation> ; %1 revient en moyenne à %2 par mois sur l'horizon</translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation>Coût sur %1 mois</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; with %2 (NPV %3 at %4 a year; 90 % band %5 – %6)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; avec %2 (VAN %3 à %4 par an ; intervalle à 90 % %5 – %6)</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Coût par million de jetons de sortie</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Coût par entraînement</translation>
    </message>
    <message>
        <source>%1 on demand, the planned fleet at the mean load; </source>
        <translation>%1 à la demande, la flotte prévue à la charge moyenne ; </translation>
    </message>
    <message>
        <source>%1 with %2 over the horizon</source>
        <translation>%1 avec %2 sur l'horizon</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>Coût sur l'horizon</translation>
    </message>
    <message>
        <source>Service levels met</source>
        <translation>Niveaux de service tenus</translation>
    </message>
    <message>
        <source>. 90 % band: </source>
        <translation>. Intervalle à 90 % : </translation>
    </message>
    <message>
        <source>%1 of %2 usable</source>
        <translation>%1 sur %2 utilisables</translation>
    </message>
    <message>
        <source>Nothing meets the service levels within the limits (%1 configurations evaluated). Closest: %2</source>
        <translation>Rien ne tient les niveaux de service dans les limites (%1 configurations évaluées). Le plus proche : %2</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>Deuxième</translation>
    </message>
    <message>
        <source>%1 on %2: %3.</source>
        <translation>%1 sur %2 : %3.</translation>
    </message>
    <message>
        <source>no price in the catalog, so it cannot be ranked on cost</source>
        <translation>pas de prix dans le catalogue, donc pas de classement par coût</translation>
    </message>
    <message>
        <source>it costs %1 per million %2 tokens against %3 (%4 more)</source>
        <translation>elle coûte %1 par million de jetons %2 contre %3 (%4 de plus)</translation>
    </message>
    <message>
        <source>output</source>
        <translation>de sortie</translation>
    </message>
    <message>
        <source>trained</source>
        <translation>entraînés</translation>
    </message>
    <message>
        <source>, %1 a month against %2</source>
        <translation>, %1 par mois contre %2</translation>
    </message>
    <message>
        <source>, though it needs fewer GPUs (%1 against %2)</source>
        <translation>, bien qu'elle demande moins de GPU (%1 contre %2)</translation>
    </message>
    <message>
        <source>it costs the same per token but needs %1 against %2</source>
        <translation>elle coûte autant par jeton mais demande %1 contre %2</translation>
    </message>
    <message>
        <source>same cost and GPU count, fewer output tokens/s per GPU (%1 against %2)</source>
        <translation>même coût et même nombre de GPU, moins de jetons de sortie/s par GPU (%1 contre %2)</translation>
    </message>
    <message>
        <source>GPU capacity plan</source>
        <translation>Plan de capacité GPU</translation>
    </message>
    <message>
        <source>Scenario </source>
        <translation>Scénario </translation>
    </message>
    <message>
        <source>Scenarios </source>
        <translation>Scénarios </translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Prepared with</source>
        <translation>Préparé avec</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>bundled reference catalog</source>
        <translation>catalogue de référence fourni</translation>
    </message>
    <message>
        <source>Every figure in this report is computed by the RightSizer engine from the scenario and the catalog named above; the same figures are printed by &lt;i&gt;rightsizer plan&lt;/i&gt; and &lt;i&gt;rightsizer tco&lt;/i&gt;. Section “Assumptions” gives the source and date of every catalog figure and price used, and section “Uncertainty and calibration” how far the estimates can be trusted.</source>
        <translation>Chaque valeur de ce rapport est calculée par le moteur RightSizer à partir du scénario et du catalogue nommés ci-dessus ; &lt;i&gt;rightsizer plan&lt;/i&gt; et &lt;i&gt;rightsizer tco&lt;/i&gt; impriment les mêmes valeurs. La section « Hypothèses » donne la source et la date de chaque valeur et prix du catalogue utilisés, et la section « Incertitude et étalonnage » jusqu'où les estimations sont fiables.</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Synthèse</translation>
    </message>
    <message>
        <source>%1 × %2 in %3 (%4</source>
        <translation>%1 × %2 en %3 (%4</translation>
    </message>
    <message>
        <source>, %1 at batch %2)</source>
        <translation>, %1 au lot %2)</translation>
    </message>
    <message>
        <source>, data parallel %1)</source>
        <translation>, parallélisme de données %1)</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence and its full stop</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Purchases as demand grows: %1.</source>
        <translation>Achats au fil de la croissance : %1.</translation>
    </message>
    <message>
        <source>%1)</source>
        <comment>closes the parenthesis the model's facts opened</comment>
        <translation>%1)</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of a list</comment>
        <translation> ; </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n élément</numerusform>
            <numerusform>%n éléments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s)</source>
        <translation>
            <numerusform>%n configuration</numerusform>
            <numerusform>%n configurations</numerusform>
        </translation>
    </message>
    <message>
        <source>Speculative</source>
        <translation>Spéculatif</translation>
    </message>
    <message>
        <source>%1 tokens a step</source>
        <translation>%1 jetons par pas</translation>
    </message>
    <message>
        <source>%1, %2 proposals, each accepted at %3</source>
        <translation>%1, %2 propositions, chacune acceptée à %3</translation>
    </message>
    <message>
        <source>draft %1</source>
        <translation>brouillon %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>tête MTP/EAGLE</translation>
    </message>
    <message>
        <source>Prefix cache</source>
        <translation>Cache de préfixe</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>of each prompt skipped on average: %1 shared, found by %2</source>
        <translation>de chaque invite évités en moyenne : %1 partagés, trouvés par %2</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <source>Serving techniques the plan uses: speculative decoding (tokens a step) and prefix caching (prompt tokens skipped)</source>
        <translation>Techniques de service utilisées par le plan : décodage spéculatif (tokens par pas) et cache de préfixe (tokens de prompt évités)</translation>
    </message>
    <message>
        <source>Disaggregated serving, against rank 1</source>
        <translation>Service désagrégé, face au rang 1</translation>
    </message>
    <message>
        <source>Serving techniques</source>
        <translation>Techniques de service</translation>
    </message>
    <message>
        <source>Disaggregated serving</source>
        <translation>Service désagrégé</translation>
    </message>
    <message>
        <source>%1 × TP%2 on %3</source>
        <translation>%1 × TP%2 sur %3</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>speculative method, tokens a step</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>MTP</source>
        <translation>MTP</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>brouillon</translation>
    </message>
    <message>
        <source>prefix %1 tok</source>
        <translation>préfixe %1 tok</translation>
    </message>
    <message>
        <source>speculative decoding with %1: %2 proposals a step, each accepted at %3, %4 tokens a step on average</source>
        <translation>décodage spéculatif avec %1 : %2 propositions par pas, chacune acceptée à %3, %4 tokens par pas en moyenne</translation>
    </message>
    <message>
        <source>the draft %1</source>
        <translation>le brouillon %1</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>la tête MTP/EAGLE du modèle</translation>
    </message>
    <message>
        <source>prefix caching: %1 tokens of each prompt skipped on average (%2 shared, found by %3 of requests)</source>
        <translation>cache de préfixe : %1 tokens de chaque prompt évités en moyenne (%2 partagés, trouvés par %3 des requêtes)</translation>
    </message>
    <message>
        <source>served aggregated: prefill and decode share each replica's GPUs</source>
        <translation>service agrégé : préremplissage et décodage partagent les GPU de chaque réplique</translation>
    </message>
    <message>
        <source>disaggregated serving: nothing to compare (no split was sized)</source>
        <translation>service désagrégé : rien à comparer (aucun découpage dimensionné)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>no split</source>
        <translation>aucun découpage</translation>
    </message>
    <message>
        <source>disaggregated wins</source>
        <translation>le désagrégé l'emporte</translation>
    </message>
    <message>
        <source>aggregated wins</source>
        <translation>l'agrégé l'emporte</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Pool de préremplissage</translation>
    </message>
    <message>
        <source>%1 busy; a prompt alone takes %2</source>
        <translation>occupé à %1 ; un prompt seul prend %2</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Pool de décodage</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>%1 séquences par worker (au plus %2)</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>Transfert KV</translation>
    </message>
    <message>
        <source>%1 a request over the %2 link</source>
        <translation>%1 par requête via le lien %2</translation>
    </message>
    <message>
        <source>mean %1, queueing for a prefill worker included</source>
        <translation>moyenne %1, attente d'un worker de préremplissage comprise</translation>
    </message>
    <message>
        <source>decode-only steps; 90 %: %1 – %2</source>
        <translation>pas de décodage seul ; 90 % : %1 – %2</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/heure</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in all</source>
        <translation>
            <numerusform>%n GPU en tout</numerusform>
            <numerusform>%n GPU en tout</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO for the disaggregated split: %1</source>
        <translation>Pas de TCO pour le découpage désagrégé : %1</translation>
    </message>
    <message>
        <source>The planner's disaggregated split (%1) costed pool by pool: each pool scales with the demand as its own fleet, with its own GPU's prices, servers and power; the options are the pools' sums.</source>
        <translation>Le découpage désagrégé du planificateur (%1) chiffré pool par pool : chaque pool suit la demande comme sa propre flotte, avec les prix, les serveurs et la puissance de son propre GPU ; les options sont les sommes des pools.</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand (%2)</source>
        <translation>%1/GPU-heure à la demande (%2)</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>aucun prix à la demande</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 less than the recommended configuration's %4 (%5).</source>
        <translation>Pour le découpage : &lt;b&gt;%1&lt;/b&gt; (VAN %2), %3 de moins que l'option %4 de la configuration recommandée (%5).</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 more than the recommended configuration's %4 (%5).</source>
        <translation>Pour le découpage : &lt;b&gt;%1&lt;/b&gt; (VAN %2), %3 de plus que l'option %4 de la configuration recommandée (%5).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); %3</source>
        <translation>
            <numerusform>%1 : %n worker au plan (%2) ; %3</numerusform>
            <numerusform>%1 : %n workers au plan (%2) ; %3</numerusform>
        </translation>
    </message>
    <message>
        <source>no price counted for %1: none in this tier and region, or only marketplace offers (they count in the marketplace tier) or thin evidence you asked to leave out. Ranked after the priced ones, by GPU-hours per million tokens (%2). Type a price into the $/GPU-h cell (your own quote) or set cost.gpu_hour_usd.%1</source>
        <translation>aucun prix retenu pour %1 : aucun dans ce niveau et cette région, ou seulement des offres de places de marché (elles comptent dans le niveau place de marché) ou des prix peu étayés que vous avez demandé d'écarter. Classé après ceux qui ont un prix, par GPU-heures par million de jetons (%2). Saisissez un prix dans la cellule $/GPU-h (votre propre devis) ou renseignez cost.gpu_hour_usd.%1</translation>
    </message>
    <message>
        <source>Cheapest per million tokens first; unpriced last, fewest GPU-hours per million tokens first</source>
        <translation>Le moins cher par million de jetons d'abord ; les GPU sans prix en dernier, le moins de GPU-heures par million de jetons d'abord</translation>
    </message>
    <message>
        <source>Reference price: tier, region and basis</source>
        <translation>Prix de référence : niveau, région et base de calcul</translation>
    </message>
    <message>
        <source>The planner ranks each GPU by the median over providers of each provider's median current quote of the chosen tier, one vote per provider; a quote of your own (a price you added to the catalog) wins over the public ones, and a scenario's cost.gpu_hour_usd over both. Tier: %3; region: %5%4. A price is thin evidence when it rests on fewer than %1 providers, on marketplace offers only, or on quotes over %2 months old on the report's date: confirm such a price with a quote of your own. Quotes without a region count in every region; prices are in US dollars (USD).</source>
        <translation>Le planificateur classe chaque GPU selon la médiane, sur les fournisseurs, du devis actuel médian de chaque fournisseur dans le niveau choisi, une voix par fournisseur ; un devis à vous (un prix que vous avez ajouté au catalogue) l'emporte sur les devis publics, et le cost.gpu_hour_usd d'un scénario sur les deux. Niveau : %3 ; région : %5%4. Un prix est peu étayé lorsqu'il repose sur moins de %1 fournisseurs, sur des offres de places de marché uniquement ou sur des devis de plus de %2 mois à la date du rapport : confirmez un tel prix par un devis à vous. Les devis sans région comptent dans toutes les régions ; les prix sont en dollars US (USD).</translation>
    </message>
    <message>
        <source>matmuls %1</source>
        <translation>produits matriciels %1</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>Produits matriciels</translation>
    </message>
    <message>
        <source>Non-matmul work</source>
        <translation>Travail hors produits matriciels</translation>
    </message>
    <message>
        <source>norms, activations, residuals</source>
        <translation>normalisations, activations, résidus</translation>
    </message>
    <message>
        <source>TP all-reduces</source>
        <translation>all-reduce TP</translation>
    </message>
    <message>
        <source>of one GPU's step</source>
        <translation>de l'étape d'un GPU</translation>
    </message>
    <message>
        <source>EP all-to-alls</source>
        <translation>all-to-all EP</translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation>%1 de l'étape</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter (8,5 × 11 po)</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 page</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 pages</translation>
    </message>
</context>
<context>
    <name>ReportGlossary</name>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token: from a request's arrival to its first output token, queueing included.</source>
        <translation>Délai du premier jeton : de l'arrivée d'une requête à son premier jeton de sortie, file d'attente comprise.</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the time between output tokens once generation runs.</source>
        <translation>Temps par jeton de sortie : le temps entre deux jetons de sortie une fois la génération lancée.</translation>
    </message>
    <message>
        <source>p50, p95, p99</source>
        <translation>p50, p95, p99</translation>
    </message>
    <message>
        <source>Percentile: the value 50, 95 or 99 % of requests do not exceed.</source>
        <translation>Percentile : la valeur que 50, 95 ou 99 % des requêtes ne dépassent pas.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Number format of the weights (bf16, fp8, int4, ...); ~ marks efficiency factors borrowed from another GPU family or precision.</source>
        <translation>Format numérique des poids (bf16, fp8, int4…) ; ~ marque des facteurs d'efficacité empruntés à une autre famille de GPU ou précision.</translation>
    </message>
    <message>
        <source>TP, PP, DP</source>
        <translation>TP, PP, DP</translation>
    </message>
    <message>
        <source>Tensor, pipeline and data parallelism: a model split across GPUs within a layer, across layers, or replicated.</source>
        <translation>Parallélisme tensoriel, en pipeline et de données : un modèle réparti sur plusieurs GPU au sein d'une couche, entre couches, ou répliqué.</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>Réplique</translation>
    </message>
    <message>
        <source>One copy of the model on TP × PP GPUs; serving adds replicas for throughput.</source>
        <translation>Une copie du modèle sur TP × PP GPU ; le service ajoute des répliques pour le débit.</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Requests one replica decodes together.</source>
        <translation>Requêtes qu'une réplique décode ensemble.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Keys and values of the tokens seen so far, kept in GPU memory per request.</source>
        <translation>Clés et valeurs des jetons déjà vus, gardées en mémoire GPU pour chaque requête.</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Mémoire utilisable</translation>
    </message>
    <message>
        <source>What the runtime can allocate on a GPU (below the datasheet figure).</source>
        <translation>Ce que l'environnement d'exécution peut allouer sur un GPU (moins que la fiche technique).</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>Extra capacity over today's peak demand, for growth and bursts.</source>
        <translation>Capacité en plus du pic de demande actuel, pour la croissance et les rafales.</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Share of the capacity paid for that the demand uses.</source>
        <translation>Part de la capacité payée qu'utilise la demande.</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: useful training FLOPs over the GPUs' dense peak.</source>
        <translation>Utilisation des FLOP du modèle : FLOP d'entraînement utiles rapportés au pic dense des GPU.</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/M jetons</translation>
    </message>
    <message>
        <source>US dollars per million output tokens served (or tokens trained).</source>
        <translation>Dollars US par million de jetons de sortie servis (ou de jetons entraînés).</translation>
    </message>
    <message>
        <source>On-demand, reserved, spot</source>
        <translation>À la demande, réservé, spot</translation>
    </message>
    <message>
        <source>Cloud prices: pay by the hour; commit for 1 or 3 years at a discount; spare capacity that can be reclaimed.</source>
        <translation>Prix cloud : payer à l'heure ; s'engager pour 1 ou 3 ans avec remise ; capacité inutilisée qui peut être reprise.</translation>
    </message>
    <message>
        <source>On-prem, hybrid</source>
        <translation>Sur site, hybride</translation>
    </message>
    <message>
        <source>Buy servers; or buy a base fleet and burst to on-demand cloud.</source>
        <translation>Acheter des serveurs ; ou acheter une flotte de base et déborder vers le cloud à la demande.</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Total cost of ownership: every cash cost of an option over the horizon.</source>
        <translation>Coût total de possession : tous les coûts décaissés d'une option sur l'horizon.</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>VAN</translation>
    </message>
    <message>
        <source>Net present value: the costs discounted to today at the discount rate.</source>
        <translation>Valeur actuelle nette : les coûts actualisés à aujourd'hui au taux d'actualisation.</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Seuil de rentabilité</translation>
    </message>
    <message>
        <source>The first month from which an option's cumulative cost stays at or below another's.</source>
        <translation>Le premier mois à partir duquel le coût cumulé d'une option reste inférieur ou égal à celui d'une autre.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power over IT power.</source>
        <translation>Indicateur d'efficacité énergétique : puissance du site rapportée à la puissance IT.</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>Intervalle à 90 %</translation>
    </message>
    <message>
        <source>The range that holds the true value with 90 % probability, from the spread of the calibration measurements.</source>
        <translation>L'intervalle qui contient la vraie valeur avec une probabilité de 90 %, tiré de la dispersion des mesures d'étalonnage.</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Service level agreement: the latency and throughput targets the plan must meet.</source>
        <translation>Accord de niveau de service : les objectifs de latence et de débit que le plan doit tenir.</translation>
    </message>
</context>
<context>
    <name>RevisionSummary</name>
    <message>
        <source>saved</source>
        <translation>enregistré</translation>
    </message>
    <message>
        <source>; … and 1 more edit</source>
        <translation> ; … et 1 autre modification</translation>
    </message>
    <message>
        <source>; … and %1 more edits</source>
        <translation> ; … et %1 autres modifications</translation>
    </message>
</context>
<context>
    <name>TcoWords</name>
    <message>
        <source>on-demand</source>
        <translation>à la demande</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>réservé 1 an</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>réservé 3 ans</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>on-prem</source>
        <translation>sur site</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>hybride</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Taux d'actualisation</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/an</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>Croissance de la demande</translation>
    </message>
    <message>
        <source>Demand level</source>
        <translation>Niveau de demande</translation>
    </message>
    <message>
        <source>x profile</source>
        <translation>x profil</translation>
    </message>
    <message>
        <source>Fleet headroom</source>
        <translation>Marge du parc</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>Prix à la demande</translation>
    </message>
    <message>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-h</translation>
    </message>
    <message>
        <source>Reserved 1-year price</source>
        <translation>Prix réservé 1 an</translation>
    </message>
    <message>
        <source>Reserved 3-year price</source>
        <translation>Prix réservé 3 ans</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>Prix spot</translation>
    </message>
    <message>
        <source>Minimum replicas</source>
        <translation>Répliques minimales</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>répliques</translation>
    </message>
    <message>
        <source>Scale-up delay</source>
        <translation>Délai de mise à l'échelle</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU par nœud</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Prix du serveur</translation>
    </message>
    <message>
        <source>USD/node</source>
        <translation>USD/nœud</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Installation</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>Durée d'amortissement</translation>
    </message>
    <message>
        <source>years</source>
        <translation>ans</translation>
    </message>
    <message>
        <source>Financing rate</source>
        <translation>Taux de financement</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Valeur résiduelle</translation>
    </message>
    <message>
        <source>% of price</source>
        <translation>% du prix</translation>
    </message>
    <message>
        <source>GPU TDP</source>
        <translation>TDP du GPU</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>GPU average load</source>
        <translation>Charge moyenne du GPU</translation>
    </message>
    <message>
        <source>% of TDP</source>
        <translation>% du TDP</translation>
    </message>
    <message>
        <source>Host power</source>
        <translation>Puissance de l'hôte</translation>
    </message>
    <message>
        <source>W/node</source>
        <translation>W/nœud</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>ratio</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Électricité</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <source>Space (colocation)</source>
        <translation>Espace (colocation)</translation>
    </message>
    <message>
        <source>USD/kW-month</source>
        <translation>USD/kW-mois</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>% of capital/year</source>
        <translation>% du capital/an</translation>
    </message>
    <message>
        <source>Staff share</source>
        <translation>Part de personnel</translation>
    </message>
    <message>
        <source>FTE/node</source>
        <translation>ETP/nœud</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Coût du personnel</translation>
    </message>
    <message>
        <source>USD/FTE-year</source>
        <translation>USD/ETP-an</translation>
    </message>
    <message>
        <source>Training runs</source>
        <translation>Entraînements</translation>
    </message>
    <message>
        <source>runs/month</source>
        <translation>entraînements/mois</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>réplique</translation>
    </message>
    <message>
        <source>year</source>
        <translation>an</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>run/month</source>
        <translation>entraînement/mois</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>assumption: a typical corporate cost of capital</source>
        <translation>hypothèse : un coût du capital courant en entreprise</translation>
    </message>
    <message>
        <source>default: no growth</source>
        <translation>par défaut : pas de croissance</translation>
    </message>
    <message>
        <source>the demand profile as given</source>
        <translation>le profil de demande tel quel</translation>
    </message>
    <message>
        <source>default: one replica stays up</source>
        <translation>par défaut : une réplique reste active</translation>
    </message>
    <message>
        <source>assumption: instance start and model load</source>
        <translation>hypothèse : démarrage de l'instance et chargement du modèle</translation>
    </message>
    <message>
        <source>assumption: racking, cabling, burn-in</source>
        <translation>hypothèse : mise en baie, câblage, rodage</translation>
    </message>
    <message>
        <source>assumption: a common accounting life for servers</source>
        <translation>hypothèse : une durée comptable courante pour des serveurs</translation>
    </message>
    <message>
        <source>default: paid in cash at purchase</source>
        <translation>par défaut : payé comptant à l'achat</translation>
    </message>
    <message>
        <source>assumption: resale value after the depreciation period</source>
        <translation>hypothèse : valeur de revente après la période d'amortissement</translation>
    </message>
    <message>
        <source>assumption: serving GPUs seldom draw their full TDP</source>
        <translation>hypothèse : des GPU de service consomment rarement tout leur TDP</translation>
    </message>
    <message>
        <source>assumption: hardware support contract</source>
        <translation>hypothèse : contrat de support matériel</translation>
    </message>
    <message>
        <source>assumption: one operator per 20 nodes</source>
        <translation>hypothèse : un opérateur pour 20 nœuds</translation>
    </message>
    <message>
        <source>assumption: loaded cost of an operations engineer</source>
        <translation>hypothèse : coût complet d'un ingénieur d'exploitation</translation>
    </message>
    <message>
        <source>default: one run a month</source>
        <translation>par défaut : un entraînement par mois</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénario</translation>
    </message>
    <message>
        <source>default: follow the demand</source>
        <translation>par défaut : suivre la demande</translation>
    </message>
    <message>
        <source>none: no TCO for this scenario</source>
        <translation>aucune : pas de TCO pour ce scénario</translation>
    </message>
    <message>
        <source>limits.headroom_percent (default 20 %)</source>
        <translation>limits.headroom_percent (20 % par défaut)</translation>
    </message>
    <message>
        <source>PRC-0119 calculator default 1.3 (industry averages 1.56-1.58, PRC-0113/0114)</source>
        <translation>PRC-0119 valeur par défaut du calculateur 1,3 (moyennes du secteur 1,56-1,58, PRC-0113/0114)</translation>
    </message>
    <message>
        <source>PRC-0118: US industrial electricity assumption</source>
        <translation>PRC-0118 : hypothèse d'électricité industrielle aux États-Unis</translation>
    </message>
    <message>
        <source>PRC-0121: colocation $150-250/kW-month, midpoint</source>
        <translation>PRC-0121 : colocation $150-250/kW-mois, valeur médiane</translation>
    </message>
    <message>
        <source>limits.gpus_per_node</source>
        <translation>limits.gpus_per_node</translation>
    </message>
    <message>
        <source>scenario limits.headroom_percent</source>
        <translation>scénario limits.headroom_percent</translation>
    </message>
    <message>
        <source>scenario limits.gpus_per_node</source>
        <translation>scénario limits.gpus_per_node</translation>
    </message>
</context>
<context>
    <name>TelemetryStatsModel</name>
    <message>
        <source>GPU utilization, mean</source>
        <translation>Utilisation GPU, moyenne</translation>
    </message>
    <message>
        <source>Share of time a kernel ran (nvidia-smi utilization.gpu, DCGM GPU_UTIL), averaged over every sample of every GPU</source>
        <translation>Part du temps où un noyau tournait (nvidia-smi utilization.gpu, DCGM GPU_UTIL), moyennée sur chaque échantillon de chaque GPU</translation>
    </message>
    <message>
        <source>GPU utilization, median (p50)</source>
        <translation>Utilisation GPU, médiane (p50)</translation>
    </message>
    <message>
        <source>Half the samples were at or below this</source>
        <translation>La moitié des échantillons étaient à ce niveau ou en dessous</translation>
    </message>
    <message>
        <source>GPU utilization, p95</source>
        <translation>Utilisation GPU, p95</translation>
    </message>
    <message>
        <source>95 % of the samples were at or below this: the busy hour the candidates are sized for</source>
        <translation>95 % des échantillons étaient à ce niveau ou en dessous : l'heure chargée pour laquelle les candidats sont dimensionnés</translation>
    </message>
    <message>
        <source>Memory used, peak per GPU</source>
        <translation>Mémoire utilisée, pointe par GPU</translation>
    </message>
    <message>
        <source>Largest frame buffer in use on any GPU (vLLM and TensorRT-LLM reserve their KV-cache pool up front, so this is what the runtime took, not what the model needed)</source>
        <translation>Plus grande mémoire d'image utilisée sur un GPU (vLLM et TensorRT-LLM réservent leur réserve de cache KV d'emblée : c'est ce que le moteur a pris, pas ce dont le modèle avait besoin)</translation>
    </message>
    <message>
        <source>Memory used, mean per GPU</source>
        <translation>Mémoire utilisée, moyenne par GPU</translation>
    </message>
    <message>
        <source>Frame buffer in use, averaged over the samples</source>
        <translation>Mémoire d'image utilisée, moyennée sur les échantillons</translation>
    </message>
    <message>
        <source>Memory used, p99 per GPU</source>
        <translation>Mémoire utilisée, p99 par GPU</translation>
    </message>
    <message>
        <source>99 % of the samples used at most this</source>
        <translation>99 % des échantillons en utilisaient au plus autant</translation>
    </message>
    <message>
        <source>SM occupancy, mean</source>
        <translation>Occupation des SM, moyenne</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_SM_OCCUPANCY: resident warps over the maximum (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_SM_OCCUPANCY : warps résidents rapportés au maximum (métriques de profilage DCGM uniquement)</translation>
    </message>
    <message>
        <source>Tensor cores active, mean</source>
        <translation>Cœurs tensoriels actifs, moyenne</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE: share of cycles the tensor pipes were busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE : part des cycles où les pipelines tensoriels étaient occupés (métriques de profilage DCGM uniquement)</translation>
    </message>
    <message>
        <source>DRAM active, mean</source>
        <translation>DRAM active, moyenne</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_DRAM_ACTIVE: share of cycles device memory was busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_DRAM_ACTIVE : part des cycles où la mémoire du GPU était occupée (métriques de profilage DCGM uniquement)</translation>
    </message>
    <message>
        <source>Power, mean per GPU</source>
        <translation>Puissance, moyenne par GPU</translation>
    </message>
    <message>
        <source>Board power draw averaged over the samples</source>
        <translation>Consommation de la carte moyennée sur les échantillons</translation>
    </message>
    <message>
        <source>Power, p95 per GPU</source>
        <translation>Puissance, p95 par GPU</translation>
    </message>
    <message>
        <source>95 % of the samples drew at most this</source>
        <translation>95 % des échantillons consommaient au plus autant</translation>
    </message>
    <message>
        <source>Idle time</source>
        <translation>Temps d'inactivité</translation>
    </message>
    <message>
        <source>Share of the observed GPU-time spent in stretches of at least 5 minutes below 5 % utilization: capacity that could have been released</source>
        <translation>Part du temps GPU observé passé par tranches d'au moins 5 minutes sous 5 % d'utilisation : une capacité qui aurait pu être libérée</translation>
    </message>
</context>
<context>
    <name>WeekAxis</name>
    <message>
        <source>Mon</source>
        <translation>lun.</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>mar.</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>mer.</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>jeu.</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>ven.</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>sam.</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>dim.</translation>
    </message>
    <message>
        <source>hour of the week</source>
        <translation>heure de la semaine</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::FileActions</name>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Nouveau projet</translation>
    </message>
    <message>
        <source>Start a new project from the bundled example scenario</source>
        <translation>Démarrer un nouveau projet à partir du scénario d'exemple fourni</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a project (.rsplan) or a scenario (.json)</source>
        <translation>Ouvrir un projet (.rsplan) ou un scénario (.json)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>Enregistrer le projet</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the project under a new name</source>
        <translation>Enregistrer le projet sous un nouveau nom</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;venir à la version enregistrée</translation>
    </message>
    <message>
        <source>Drop unsaved changes and reload the file</source>
        <translation>Abandonner les modifications non enregistrées et recharger le fichier</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>&amp;Importer un scénario JSON…</translation>
    </message>
    <message>
        <source>Replace the scenario by one from a JSON file (undoable)</source>
        <translation>Remplacer le scénario par celui d'un fichier JSON (annulable)</translation>
    </message>
    <message>
        <source>&amp;Export Scenario JSON…</source>
        <translation>&amp;Exporter le scénario en JSON…</translation>
    </message>
    <message>
        <source>Write the scenario as JSON for sharing or review</source>
        <translation>Écrire le scénario en JSON pour le partager ou le relire</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Exporter le ra&amp;pport…</translation>
    </message>
    <message>
        <source>Preview the procurement report of the project's scenarios and save it as PDF</source>
        <translation>Prévisualiser le rapport d'achat des scénarios du projet et l'enregistrer en PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close RightSizer</source>
        <translation>Fermer RightSizer</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing it?</source>
        <translation>%1 contient des modifications non enregistrées. Les enregistrer avant de le fermer ?</translation>
    </message>
    <message>
        <source>New project from the bundled example</source>
        <translation>Nouveau projet à partir de l'exemple fourni</translation>
    </message>
    <message>
        <source>Open project or scenario</source>
        <translation>Ouvrir un projet ou un scénario</translation>
    </message>
    <message>
        <source>Projects and scenarios (*.rsplan *.json);;</source>
        <translation>Projets et scénarios (*.rsplan *.json);;</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>Impossible d'ouvrir %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Enregistrer le projet</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>Impossible d'enregistrer %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revenir à la version enregistrée</translation>
    </message>
    <message>
        <source>Drop every unsaved change and reload %1?</source>
        <translation>Abandonner toutes les modifications non enregistrées et recharger %1 ?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Impossible de revenir à la version enregistrée</translation>
    </message>
    <message>
        <source>Reverted to the saved %1</source>
        <translation>Retour à %1 tel qu'enregistré</translation>
    </message>
    <message>
        <source>Import scenario JSON</source>
        <translation>Importer un scénario JSON</translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation>Impossible d'importer %1</translation>
    </message>
    <message>
        <source>Imported %1 (Undo puts the previous scenario back)</source>
        <translation>%1 importé (Annuler remet le scénario précédent)</translation>
    </message>
    <message>
        <source>Export scenario JSON</source>
        <translation>Exporter le scénario en JSON</translation>
    </message>
    <message>
        <source>Cannot export %1</source>
        <translation>Impossible d'exporter %1</translation>
    </message>
    <message>
        <source>Exported the scenario to %1</source>
        <translation>Scénario exporté vers %1</translation>
    </message>
    <message>
        <source>Wrote the report to %1 (%2 pages)</source>
        <translation>Rapport écrit dans %1 (%2 pages)</translation>
    </message>
    <message>
        <source>Each save records a revision of the changed scenarios with who made it. Your name for them (asked once; Edit → Revision Author… changes it):</source>
        <translation>Chaque enregistrement consigne une révision des scénarios modifiés avec son auteur. Votre nom pour ces révisions (demandé une seule fois ; Édition → Auteur des révisions… le modifie) :</translation>
    </message>
    <message>
        <source>Not saved: the revisions need an author</source>
        <translation>Non enregistré : les révisions doivent avoir un auteur</translation>
    </message>
    <message>
        <source>The name recorded with the revisions you save from now on:</source>
        <translation>Le nom enregistré avec les révisions que vous sauvegarderez désormais :</translation>
    </message>
    <message>
        <source>Revisions will be recorded as by %1</source>
        <translation>Les révisions seront enregistrées au nom de %1</translation>
    </message>
    <message>
        <source>Revision Author</source>
        <translation>Auteur des révisions</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::MainWindow</name>
    <message>
        <source>Calibration changed: evaluating again</source>
        <translation>Étalonnage modifié : nouvelle évaluation</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Selected configuration</source>
        <translation>Configuration sélectionnée</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; &amp;what-if</source>
        <translation>Candidats &amp;&amp; simulation (&amp;what-if)</translation>
    </message>
    <message>
        <source>&amp;Cost (TCO)</source>
        <translation>&amp;Coût (TCO)</translation>
    </message>
    <message>
        <source>&amp;Demand &amp;&amp; autoscaling</source>
        <translation>&amp;Demande &amp;&amp; mise à l'échelle automatique</translation>
    </message>
    <message>
        <source>C&amp;ompare scenarios</source>
        <translation>C&amp;omparer les scénarios</translation>
    </message>
    <message>
        <source>&amp;Measured</source>
        <translation>&amp;Mesures</translation>
    </message>
    <message>
        <source>Every configuration ranked, and latency, memory, cost per token and roofline of the grid; the selected row is the one costed</source>
        <translation>Toutes les configurations classées, avec latence, mémoire, coût par jeton et roofline de la grille ; la ligne sélectionnée est celle dont le coût est calculé</translation>
    </message>
    <message>
        <source>Cloud against on-prem over the horizon for the selected configuration, with its inputs and the sensitivity</source>
        <translation>Cloud contre sur site sur l'horizon pour la configuration sélectionnée, avec ses paramètres et la sensibilité</translation>
    </message>
    <message>
        <source>The weekly demand profile, autoscaled replicas against a fixed fleet, utilization and the hours at SLA risk</source>
        <translation>Le profil de demande hebdomadaire, les répliques mises à l'échelle automatiquement face à un parc fixe, l'utilisation et les heures où le SLA est menacé</translation>
    </message>
    <message>
        <source>Scenarios and saved revisions side by side</source>
        <translation>Scénarios et révisions enregistrées côte à côte</translation>
    </message>
    <message>
        <source>What a running deployment's GPU telemetry says, and the project's calibration on your own benchmark runs</source>
        <translation>Ce que dit la télémétrie GPU d'un déploiement en service, et l'étalonnage du projet sur vos propres mesures de performance</translation>
    </message>
    <message>
        <source>The edited catalog cannot be used: %1</source>
        <translation>Le catalogue modifié est inutilisable : %1</translation>
    </message>
    <message>
        <source>Catalog changed: evaluating again with your edits</source>
        <translation>Catalogue modifié : nouvelle évaluation avec vos modifications</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>Évaluation… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the evaluation under way (Esc); the last results stay shown</source>
        <translation>Arrêter l'évaluation en cours (Échap) ; les derniers résultats restent affichés</translation>
    </message>
    <message>
        <source> (%1 not ranked: over %2× the GPUs of their GPU's cheapest layout)</source>
        <translation> (%1 non classées : plus de %2× les GPU de la disposition la moins chère de leur GPU)</translation>
    </message>
    <message>
        <source>Cannot evaluate (%1): %2</source>
        <translation>Évaluation impossible (%1) : %2</translation>
    </message>
    <message>
        <source>%1 · %2[*] — RightSizer</source>
        <translation>%1 · %2[*] — RightSizer</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>Récupérer les modifications non enregistrées ?</translation>
    </message>
    <message>
        <source>RightSizer did not close cleanly last time. A recovery copy of %1 from %2 holds changes that were not saved.

Recover them? (Discard deletes the copy.)</source>
        <translation>RightSizer ne s'est pas fermé correctement la dernière fois. Une copie de récupération de %1 datant de %2 contient des modifications non enregistrées.

Les récupérer ? (Ignorer supprime la copie.)</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Échec de la récupération</translation>
    </message>
    <message>
        <source>Recovered unsaved changes; save to keep them</source>
        <translation>Modifications non enregistrées récupérées ; enregistrez pour les conserver</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Revision &amp;Author…</source>
        <translation>&amp;Auteur des révisions…</translation>
    </message>
    <message>
        <source>The name recorded with each revision you save</source>
        <translation>Le nom enregistré avec chaque révision que vous sauvegardez</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Scénario</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Recalculer</translation>
    </message>
    <message>
        <source>Evaluate the scenario again (it re-evaluates by itself on every edit)</source>
        <translation>Réévaluer le scénario (il se réévalue de lui-même à chaque modification)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guide de l'utilisateur</translation>
    </message>
    <message>
        <source>&amp;About RightSizer</source>
        <translation>À &amp;propos de RightSizer</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; What-if</source>
        <translation>Candidats et simulation</translation>
    </message>
    <message>
        <source>Cost (TCO)</source>
        <translation>Coût (TCO)</translation>
    </message>
    <message>
        <source>Demand &amp;&amp; Autoscaling</source>
        <translation>Demande et mise à l'échelle</translation>
    </message>
    <message>
        <source>Compare Scenarios</source>
        <translation>Comparer les scénarios</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesures</translation>
    </message>
    <message>
        <source>Telemetry of a running deployment and the project's calibration on your benchmark runs</source>
        <translation>Télémétrie d'un déploiement en service et étalonnage du projet sur vos mesures de performance</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Catalog…</source>
        <translation>&amp;Catalogue…</translation>
    </message>
    <message>
        <source>Browse and edit the GPUs, models and prices the planner uses</source>
        <translation>Parcourir et modifier les GPU, modèles et prix utilisés par le planificateur</translation>
    </message>
    <message>
        <source>About RightSizer</source>
        <translation>À propos de RightSizer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;Capacity planner for AI workloads: memory, latency, throughput, GPU count and cost for every candidate GPU, precision and layout, calibrated on published measurements, with a 90 % band on every prediction.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. Built with Qt %2, Qt Charts, Eigen and SQLite.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;Planificateur de capacité pour les charges d'IA : mémoire, latence, débit, nombre de GPU et coût pour chaque GPU, précision et disposition candidats, étalonné sur des mesures publiées, avec un intervalle à 90 % pour chaque prédiction.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. Conçu avec Qt %2, Qt Charts, Eigen et SQLite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Evaluation cancelled; the results shown are of an earlier state of the scenario</source>
        <translation>Évaluation annulée ; les résultats affichés correspondent à un état antérieur du scénario</translation>
    </message>
    <message>
        <source>&amp;Cancel Evaluation</source>
        <translation>A&amp;nnuler l'évaluation</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Language: %1, from the next start of RightSizer</source>
        <translation>Langue : %1, au prochain démarrage de RightSizer</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Comme le système (%1)</translation>
    </message>
    <message>
        <source>Import from &amp;Prometheus…</source>
        <translation>Importer depuis &amp;Prometheus…</translation>
    </message>
    <message>
        <source>Read a deployment's dcgm-exporter metrics over a time range from the Prometheus server that scrapes them, and right-size it</source>
        <translation>Lire les métriques dcgm-exporter d'un déploiement sur une période depuis le serveur Prometheus qui les collecte, et le dimensionner</translation>
    </message>
    <message>
        <source>Price %1 at %2/GPU-hour (my quote, %3)</source>
        <translation>Fixer le prix de %1 à %2/GPU-heure (mon devis, %3)</translation>
    </message>
    <message>
        <source>%1 priced at %2/GPU-hour as your own quote of %3 in the catalog; Undo takes it back</source>
        <translation>%1 a pour prix %2/GPU-heure, votre propre devis du %3 dans le catalogue ; Annuler le retire</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the SLA%5, %4 rejected</source>
        <translation>%1 configurations évaluées en %2 ms : %3 respectent le SLA%5, %4 rejetées</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the deadline%5, %4 rejected</source>
        <translation>%1 configurations évaluées en %2 ms : %3 respectent l'échéance%5, %4 rejetées</translation>
    </message>
    <message>
        <source> · what-if grid of %1 cells</source>
        <translation> · grille de simulation de %1 cellules</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::Recovery</name>
    <message>
        <source>Recovery copy not written: %1</source>
        <translation>Copie de récupération non écrite : %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::ScenarioActions</name>
    <message>
        <source>&amp;New Scenario…</source>
        <translation>&amp;Nouveau scénario…</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nouveau…</translation>
    </message>
    <message>
        <source>Add a scenario to the project, starting from the bundled example</source>
        <translation>Ajouter un scénario au projet, à partir de l'exemple fourni</translation>
    </message>
    <message>
        <source>&amp;Duplicate Scenario…</source>
        <translation>&amp;Dupliquer le scénario…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>Dupliquer…</translation>
    </message>
    <message>
        <source>Add a copy of this scenario to the project, to vary it</source>
        <translation>Ajouter une copie de ce scénario au projet, pour le faire varier</translation>
    </message>
    <message>
        <source>&amp;Rename Scenario…</source>
        <translation>&amp;Renommer le scénario…</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Give this scenario another name</source>
        <translation>Donner un autre nom à ce scénario</translation>
    </message>
    <message>
        <source>De&amp;lete Scenario…</source>
        <translation>&amp;Supprimer le scénario…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Remove this scenario and its saved revisions from the project (asks first; Undo brings it back)</source>
        <translation>Retirer ce scénario et ses révisions enregistrées du projet (demande confirmation ; Annuler le rétablit)</translation>
    </message>
    <message>
        <source>&amp;Previous Scenario</source>
        <translation>Scénario &amp;précédent</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Edit the previous scenario</source>
        <translation>Modifier le scénario précédent</translation>
    </message>
    <message>
        <source>Ne&amp;xt Scenario</source>
        <translation>Scénario &amp;suivant</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Edit the next scenario</source>
        <translation>Modifier le scénario suivant</translation>
    </message>
    <message>
        <source>&amp;Edit Scenario</source>
        <translation>&amp;Modifier le scénario</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Impossible d'ouvrir le scénario</translation>
    </message>
    <message>
        <source>Editing scenario “%1”</source>
        <translation>Modification du scénario « %1 »</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>Name of the new scenario (it starts from the bundled example; edit it in the Scenario panel):</source>
        <translation>Nom du nouveau scénario (il part de l'exemple fourni ; modifiez-le dans le panneau Scénario) :</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Duplicate Scenario</source>
        <translation>Dupliquer le scénario</translation>
    </message>
    <message>
        <source>Name of the copy of “%1”:</source>
        <translation>Nom de la copie de « %1 » :</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Renommer le scénario</translation>
    </message>
    <message>
        <source>New name of “%1”:</source>
        <translation>Nouveau nom de « %1 » :</translation>
    </message>
    <message>
        <source>Cannot add the scenario</source>
        <translation>Impossible d'ajouter le scénario</translation>
    </message>
    <message>
        <source>Added scenario “%1” (Undo removes it)</source>
        <translation>Scénario « %1 » ajouté (Annuler le retire)</translation>
    </message>
    <message>
        <source>Cannot duplicate the scenario</source>
        <translation>Impossible de dupliquer le scénario</translation>
    </message>
    <message>
        <source>Copied “%1” as “%2”</source>
        <translation>« %1 » copié sous le nom « %2 »</translation>
    </message>
    <message>
        <source>Cannot rename the scenario</source>
        <translation>Impossible de renommer le scénario</translation>
    </message>
    <message>
        <source>Renamed “%1” to “%2”</source>
        <translation>« %1 » renommé en « %2 »</translation>
    </message>
    <message>
        <source>Delete Scenario</source>
        <translation>Supprimer le scénario</translation>
    </message>
    <message>
        <source>Delete scenario “%1”%2 from the project?</source>
        <translation>Supprimer le scénario « %1 »%2 du projet ?</translation>
    </message>
    <message>
        <source> and its saved revision</source>
        <translation> et sa révision enregistrée</translation>
    </message>
    <message>
        <source> and its %1 saved revisions</source>
        <translation> et ses %1 révisions enregistrées</translation>
    </message>
    <message>
        <source>Edit → Undo brings it back while the project is open; the file loses it when you save.</source>
        <translation>Édition → Annuler le rétablit tant que le projet est ouvert ; le fichier le perd à l'enregistrement.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Cannot delete the scenario</source>
        <translation>Impossible de supprimer le scénario</translation>
    </message>
    <message>
        <source>Deleted scenario “%1” (Undo brings it back)</source>
        <translation>Scénario « %1 » supprimé (Annuler le rétablit)</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::UserGuideDialog</name>
    <message>
        <source>RightSizer user guide</source>
        <translation>Guide de l'utilisateur de RightSizer</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::AutoscalingChart</name>
    <message>
        <source>Demand (right axis)</source>
        <translation>Demande (axe de droite)</translation>
    </message>
    <message>
        <source>Autoscaled replicas</source>
        <translation>Répliques mises à l'échelle</translation>
    </message>
    <message>
        <source>On-prem fleet (whole nodes)</source>
        <translation>Parc sur site (nœuds entiers)</translation>
    </message>
    <message>
        <source>SLA risk: replicas starting</source>
        <translation>Risque SLA : répliques au démarrage</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>répliques</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requêtes/s</translation>
    </message>
    <message>
        <source>Autoscaled replicas follow the demand hour by hour (at least the minimum replicas); on-prem runs the whole nodes bought for the peak so far with the headroom. Where replicas rise, the new ones serve only after the scale-up delay: those hours are at SLA risk.</source>
        <translation>Les répliques mises à l'échelle suivent la demande heure par heure (au moins le minimum de répliques) ; le sur site fait tourner les nœuds entiers achetés pour la pointe atteinte, marge comprise. Quand les répliques augmentent, les nouvelles ne servent qu'après le délai de démarrage : ces heures sont à risque pour le SLA.</translation>
    </message>
    <message>
        <source>Autoscaled replicas (autoscaling is off)</source>
        <translation>Répliques mises à l'échelle (désactivé)</translation>
    </message>
    <message>
        <source>requests/s (a replica's height = %1 requests/s)</source>
        <translation>requêtes/s (hauteur d'une réplique = %1 requêtes/s)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CalibrationPanel</name>
    <message>
        <source>Import measurements…</source>
        <translation>Importer des mesures…</translation>
    </message>
    <message>
        <source>Reset calibration</source>
        <translation>Réinitialiser l'étalonnage</translation>
    </message>
    <message>
        <source>Read benchmark runs (measurements CSV, vLLM benchmark_serving --save-result JSON, trtllm-bench report) and fit the efficiency factors of the groups they cover; undo takes it back</source>
        <translation>Lire des mesures de performance (CSV de mesures, JSON vLLM benchmark_serving --save-result, rapport trtllm-bench) et ajuster les facteurs d'efficacité des groupes qu'elles couvrent ; Annuler revient en arrière</translation>
    </message>
    <message>
        <source>Plan with the reference factors again (the runs are kept in the history; undo brings the calibration back)</source>
        <translation>Planifier de nouveau avec les facteurs de référence (les mesures restent dans l'historique ; Annuler rétablit l'étalonnage)</translation>
    </message>
    <message>
        <source>The calibration the estimates use, stored in the project file</source>
        <translation>L'étalonnage utilisé par les estimations, enregistré dans le fichier projet</translation>
    </message>
    <message>
        <source>Each run's readings, measured against predicted before and after the fit; greyed rows take no part in the fit</source>
        <translation>Les relevés de chaque mesure, mesuré contre prédit avant et après l'ajustement ; les lignes grisées ne participent pas à l'ajustement</translation>
    </message>
    <message>
        <source>The efficiency factors fitted per GPU family and precision</source>
        <translation>Les facteurs d'efficacité ajustés par famille de GPU et précision</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fitted factors&lt;/b&gt;</source>
        <translation>&lt;b&gt;Facteurs ajustés&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured against predicted&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mesuré contre prédit&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import benchmark measurements</source>
        <translation>Importer des mesures de performance</translation>
    </message>
    <message>
        <source>Benchmark runs (*.csv *.json *.jsonl);;All files (*)</source>
        <translation>Mesures de performance (*.csv *.json *.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The files hold no runs</source>
        <translation>Les fichiers ne contiennent aucune mesure</translation>
    </message>
    <message>
        <source>Calibrate on %1</source>
        <translation>Étalonner sur %1</translation>
    </message>
    <message>
        <source>Not calibrated: estimates use the reference efficiency factors. Import your own benchmark runs to fit them to your stack.</source>
        <translation>Non étalonné : les estimations utilisent les facteurs d'efficacité de référence. Importez vos propres mesures de performance pour les ajuster à votre pile.</translation>
    </message>
    <message>
        <source>Calibrated on %1 runs in %2 groups: RMS log error %3 → %4 (saved with the project)</source>
        <translation>Étalonné sur %1 mesures dans %2 groupes : erreur log RMS %3 → %4 (enregistré avec le projet)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CandidatesView</name>
    <message>
        <source>Show rejected</source>
        <translation>Afficher les rejetés</translation>
    </message>
    <message>
        <source>Filter by GPU or precision, e.g. h100 fp8</source>
        <translation>Filtrer par GPU ou précision, p. ex. h100 fp8</translation>
    </message>
    <message>
        <source>Shows candidates whose GPU, precision or layout starts with every word typed</source>
        <translation>Affiche les candidats dont le GPU, la précision ou la disposition commence par chacun des mots saisis</translation>
    </message>
    <message>
        <source>List the configurations the planner rejected, with why</source>
        <translation>Lister les configurations rejetées par le planificateur, avec la raison</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>Aucune évaluation</translation>
    </message>
    <message>
        <source>%1 meet the SLA · %2 rejected</source>
        <translation>%1 respectent le SLA · %2 rejetés</translation>
    </message>
    <message>
        <source>%1 meet the deadline · %2 rejected</source>
        <translation>%1 respectent l'échéance · %2 rejetés</translation>
    </message>
    <message>
        <source> · %1 larger layouts not listed</source>
        <translation> · %1 dispositions plus grandes non listées</translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation> · %1 affichés</translation>
    </message>
    <message>
        <source>Disaggregated serving (runtime.disaggregation in the scenario): the cheapest prefill/decode split that meets the SLA at the grown demand, against rank 1; its pools, KV transfer and latencies are in the detail pane</source>
        <translation>Service désagrégé (runtime.disaggregation dans le scénario) : le découpage préremplissage/décodage le moins cher qui respecte le SLA à la demande accrue, face au rang 1 ; ses pools, son transfert KV et ses latences sont dans le panneau de détail</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogEditor</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Catalog database: %1</source>
        <translation>Base du catalogue : %1</translation>
    </message>
    <message>
        <source>The catalog database cannot be opened, so it cannot be edited: %1</source>
        <translation>La base du catalogue ne peut pas être ouverte, elle ne peut donc pas être modifiée : %1</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Edit the current row as JSON, with the source and date of its figures</source>
        <translation>Modifier la ligne en cours en JSON, avec la source et la date de ses valeurs</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Add a row: a copy of the current row under a new id</source>
        <translation>Ajouter une ligne : une copie de la ligne en cours sous un nouvel identifiant</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Hide the current bundled row, or remove your added row</source>
        <translation>Masquer la ligne fournie en cours, ou retirer votre ligne ajoutée</translation>
    </message>
    <message>
        <source>Reset to bundled</source>
        <translation>Revenir à la version fournie</translation>
    </message>
    <message>
        <source>Drop your edit, addition or deletion of the current row</source>
        <translation>Abandonner votre modification, ajout ou suppression de la ligne en cours</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>No catalog</source>
        <translation>Aucun catalogue</translation>
    </message>
    <message>
        <source>%1, %2 edited, %3 added</source>
        <translation>%1, %2 modifiés, %3 ajoutés</translation>
    </message>
    <message>
        <source>, %1 deleted</source>
        <translation>, %1 supprimés</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source> (%1 shown)</source>
        <translation> (%1 affichés)</translation>
    </message>
    <message>
        <source>Edit %1 %2</source>
        <translation>Modifier %1 %2</translation>
    </message>
    <message>
        <source>Add %1 %2</source>
        <translation>Ajouter %1 %2</translation>
    </message>
    <message>
        <source>Add a %1 (a copy of %2)</source>
        <translation>Ajouter un %1 (copie de %2)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogKindPage</name>
    <message>
        <source>Show deleted</source>
        <translation>Afficher les supprimés</translation>
    </message>
    <message>
        <source>Filter: words found in any column, e.g. nvidia sxm</source>
        <translation>Filtre : mots présents dans n'importe quelle colonne, p. ex. nvidia sxm</translation>
    </message>
    <message>
        <source>Shows the rows that hold every word typed, in any column</source>
        <translation>Affiche les lignes qui contiennent chacun des mots saisis, dans n'importe quelle colonne</translation>
    </message>
    <message>
        <source>List the bundled rows you deleted, so that you can reset them</source>
        <translation>Lister les lignes fournies que vous avez supprimées, pour pouvoir les rétablir</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogRowDialog</name>
    <message>
        <source>A new id (no spaces); it is written into the JSON</source>
        <translation>Un nouvel identifiant (sans espaces) ; il est écrit dans le JSON</translation>
    </message>
    <message>
        <source>The row's id (an edit keeps it)</source>
        <translation>L'identifiant de la ligne (une modification le conserve)</translation>
    </message>
    <message>
        <source>The row in the catalog's own format (as in catalog/data)</source>
        <translation>La ligne dans le format propre du catalogue (comme dans catalog/data)</translation>
    </message>
    <message>
        <source>Where the figures come from: URL, document, measurement</source>
        <translation>D'où viennent les valeurs : URL, document, mesure</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (empty: today)</source>
        <translation>AAAA-MM-JJ (vide : aujourd'hui)</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Source :</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Date :</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogSession</name>
    <message>
        <source> Run `rightsizer catalog rebuild` to do that.</source>
        <translation> Lancez `rightsizer catalog rebuild` pour cela.</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>Supprimer %1 %2</translation>
    </message>
    <message>
        <source>Reset %1 %2 to bundled</source>
        <translation>Rétablir %1 %2 tel que fourni</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogTableModel</name>
    <message>
        <source>%1 '%2'.%3: '%4' is not a number</source>
        <translation>%1 « %2 ».%3 : « %4 » n'est pas un nombre</translation>
    </message>
    <message>
        <source>%1 %2 refused (stored as %3): %4</source>
        <translation>%1 %2 refusé (stocké comme %3) : %4</translation>
    </message>
    <message>
        <source>was %1 %2</source>
        <translation>était %1 %2</translation>
    </message>
    <message>
        <source>Edit %1 %2: %3 %4</source>
        <translation>Modifier %1 %2 : %3 %4</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogWindow</name>
    <message>
        <source>Catalog — %1</source>
        <translation>Catalogue — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonCostChart</name>
    <message>
        <source>Cost of each entry's recommended configuration</source>
        <translation>Coût de la configuration recommandée de chaque élément</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>$ par M de jetons de sortie</translation>
    </message>
    <message>
        <source>$ per month, on-demand</source>
        <translation>$ par mois, à la demande</translation>
    </message>
    <message>
        <source>USD per million output tokens</source>
        <translation>USD par million de jetons de sortie</translation>
    </message>
    <message>
        <source>USD per month (thousands)</source>
        <translation>USD par mois (milliers)</translation>
    </message>
    <message>
        <source>Left bars: USD per million output tokens at today's demand (left axis). Right bars: on-demand cost of the deployment per month (right axis). Both for the planner's recommended configuration of each entry.</source>
        <translation>Barres de gauche : USD par million de jetons de sortie à la demande actuelle (axe de gauche). Barres de droite : coût mensuel à la demande du déploiement (axe de droite). Les deux pour la configuration recommandée de chaque élément.</translation>
    </message>
    <message>
        <source>%1 (computing…)</source>
        <translation>%1 (calcul…)</translation>
    </message>
    <message>
        <source>%1 (no priced plan)</source>
        <translation>%1 (aucun plan chiffré)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTableModel</name>
    <message>
        <source>Inputs</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The scenario's fields as its file holds them</source>
        <translation>Les champs du scénario tels que son fichier les contient</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>What the engine recommends for each entry</source>
        <translation>Ce que le moteur recommande pour chaque élément</translation>
    </message>
    <message>
        <source>— (not set: default)</source>
        <translation>— (non renseigné : valeur par défaut)</translation>
    </message>
    <message>
        <source>The file leaves %1 out: the engine's default applies</source>
        <translation>Le fichier omet %1 : la valeur par défaut du moteur s'applique</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calcul…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>erreur : %1</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Scenario field (path in the scenario file) or result</source>
        <translation>Champ du scénario (chemin dans le fichier du scénario) ou résultat</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTcoChart</name>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Coût cumulé</translation>
    </message>
    <message>
        <source>Cumulative cost of each entry's recommended TCO option (the way of paying with the lowest net present value), month by month over its horizon; the last point is the option's total. Hover a line for its values.</source>
        <translation>Coût cumulé de l'option TCO recommandée de chaque élément (le mode de paiement à la VAN la plus basse), mois par mois sur son horizon ; le dernier point est le total de l'option. Survolez une courbe pour ses valeurs.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 by month %4</source>
        <translation>%1 (%2) : %3 au mois %4</translation>
    </message>
    <message>
        <source>Cumulative TCO, recommended option of each entry</source>
        <translation>TCO cumulé, option recommandée de chaque élément</translation>
    </message>
    <message>
        <source>No TCO: %1</source>
        <translation>Pas de TCO : %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonView</name>
    <message>
        <source>Scenarios and saved revisions</source>
        <translation>Scénarios et révisions enregistrées</translation>
    </message>
    <message>
        <source>Tick two or more entries to compare them side by side</source>
        <translation>Cochez au moins deux éléments pour les comparer côte à côte</translation>
    </message>
    <message>
        <source>Show only differences</source>
        <translation>Afficher uniquement les différences</translation>
    </message>
    <message>
        <source>Hide the rows whose values are the same in every entry</source>
        <translation>Masquer les lignes dont les valeurs sont identiques partout</translation>
    </message>
    <message>
        <source>This project has one scenario and no saved revision: save a revision or add scenarios to compare (Scenario → New Scenario… or Duplicate Scenario…, Ctrl+D).</source>
        <translation>Ce projet a un seul scénario et aucune révision enregistrée : enregistrez une révision ou ajoutez des scénarios à comparer (Scénario → Nouveau scénario… ou Dupliquer le scénario…, Ctrl+D).</translation>
    </message>
    <message>
        <source>Pick at least two entries to compare, for example the current edit and its last saved revision.</source>
        <translation>Choisissez au moins deux éléments à comparer, par exemple l'état en cours et sa dernière révision enregistrée.</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calcul…</translation>
    </message>
    <message>
        <source>1 input differs</source>
        <translation>1 paramètre diffère</translation>
    </message>
    <message>
        <source>%1 inputs differ</source>
        <translation>%1 paramètres diffèrent</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ContextFitChart</name>
    <message>
        <source>Running batch (log)</source>
        <translation>Lot en cours (log)</translation>
    </message>
    <message>
        <source>Prompt tokens (log₂)</source>
        <translation>Jetons du prompt (log₂)</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>Lot sélectionné</translation>
    </message>
    <message>
        <source>Selected prompt</source>
        <translation>Prompt sélectionné</translation>
    </message>
    <message>
        <source>Focused GPU</source>
        <translation>GPU mis en évidence</translation>
    </message>
    <message>
        <source>%1 TP%2 PP%3</source>
        <translation>%1 TP%2 PP%3</translation>
    </message>
    <message>
        <source>%1 TP%2</source>
        <translation>%1 TP%2</translation>
    </message>
    <message>
        <source> (rejected: not native)</source>
        <translation> (rejeté : non natif)</translation>
    </message>
    <message>
        <source>Largest prompt that fits — %1, %2 output tokens, %3 of %4 GPUs</source>
        <translation>Plus long prompt qui tient — %1, %2 jetons de sortie, %3 GPU sur %4</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CostPerTokenChart</name>
    <message>
        <source>USD per million output tokens</source>
        <translation>USD par million de jetons de sortie</translation>
    </message>
    <message>
        <source>%1 TP%2</source>
        <translation>%1 TP%2</translation>
    </message>
    <message>
        <source> PP%1</source>
        <translation> PP%1</translation>
    </message>
    <message>
        <source>%1 dearer</source>
        <translation>%1 plus chers</translation>
    </message>
    <message>
        <source>%1 unpriced</source>
        <translation>%1 sans prix</translation>
    </message>
    <message>
        <source>%1 do not fit</source>
        <translation>%1 ne tiennent pas</translation>
    </message>
    <message>
        <source>%1 rejected: %2 not native</source>
        <translation>%1 rejetés : %2 non natif</translation>
    </message>
    <message>
        <source>USD per million output tokens — %1, batch %2, %3-token prompt</source>
        <translation>USD par million de jetons de sortie — %1, lot %2, prompt de %3 jetons</translation>
    </message>
    <message>
        <source>GPUs left out: %1</source>
        <translation>GPU exclus : %1</translation>
    </message>
    <message>
        <source>Each GPU's cheapest layout whose memory fits at this batch and prompt: USD per GPU-hour / (output tokens/s per GPU × 3600) × 10⁶, every GPU busy at that batch. The candidates' $/M tokens is never below it: their fleet is sized for the peak and costed at the mean load.</source>
        <translation>La disposition la moins chère de chaque GPU dont la mémoire tient à ce lot et ce prompt : USD par GPU-heure / (jetons de sortie/s par GPU × 3600) × 10⁶, chaque GPU occupé à ce lot. Le $/M jetons des candidats n'est jamais en dessous : leur parc est dimensionné pour la pointe et chiffré à la charge moyenne.</translation>
    </message>
    <message>
        <source>No price: %1.</source>
        <translation>Pas de prix : %1.</translation>
    </message>
    <message>
        <source>Does not fit: %1.</source>
        <translation>Ne tient pas : %1.</translation>
    </message>
    <message>
        <source>Rejected by the planner, %1 not native (allow_non_native to accept): %2.</source>
        <translation>Rejetés par le planificateur, %1 non natif (allow_non_native pour l'accepter) : %2.</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandImportDialog</name>
    <message>
        <source>Import demand — %1</source>
        <translation>Importer la demande — %1</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Show rejected rows only</source>
        <translation>Afficher uniquement les lignes rejetées</translation>
    </message>
    <message>
        <source>Resulting weekly profile: the hourly means of the good rows (requests/s)</source>
        <translation>Profil hebdomadaire obtenu : les moyennes horaires des lignes valides (requêtes/s)</translation>
    </message>
    <message>
        <source>Nothing can be read from %1.</source>
        <translation>Rien ne peut être lu dans %1.</translation>
    </message>
    <message>
        <source>%1 rows, %2 rejected</source>
        <translation>%1 lignes, %2 rejetées</translation>
    </message>
    <message>
        <source>, covers %1 .. %2</source>
        <translation>, couvre %1 .. %2</translation>
    </message>
    <message>
        <source>, every hour of the week covered.</source>
        <translation>, toutes les heures de la semaine couvertes.</translation>
    </message>
    <message>
        <source>, %1 of the week's 168 hours covered (missing: %2).</source>
        <translation>, %1 des 168 heures de la semaine couvertes (manquantes : %2).</translation>
    </message>
    <message>
        <source>Import without the rejected row</source>
        <translation>Importer sans la ligne rejetée</translation>
    </message>
    <message>
        <source>Import without the %1 rejected rows</source>
        <translation>Importer sans les %1 lignes rejetées</translation>
    </message>
    <message>
        <source>Nothing can be imported: a weekly profile needs a good row in every hour of the week, and nothing is guessed. Fix the file and import it again.</source>
        <translation>Rien ne peut être importé : un profil hebdomadaire exige une ligne valide pour chaque heure de la semaine, et rien n'est deviné. Corrigez le fichier et réimportez-le.</translation>
    </message>
    <message>
        <source>Replaces the scenario's weekly demand by these hourly means (undoable)</source>
        <translation>Remplace la demande hebdomadaire du scénario par ces moyennes horaires (annulable)</translation>
    </message>
    <message>
        <source>%1 (%2 samples, %3 .. %4</source>
        <translation>%1 (%2 échantillons, %3 .. %4</translation>
    </message>
    <message>
        <source>; %1 rows rejected</source>
        <translation> ; %1 lignes rejetées</translation>
    </message>
    <message>
        <source>Import demand from %1</source>
        <translation>Importer la demande depuis %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileChart</name>
    <message>
        <source>Demand (requests/s)</source>
        <translation>Demande (requêtes/s)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requêtes/s</translation>
    </message>
    <message>
        <source>Mean requests/s in each hour of the week, Monday 00:00 first: the profile the TCO repeats every week (scaled by the demand growth of each month).</source>
        <translation>Requêtes/s moyennes de chaque heure de la semaine, à partir du lundi 00:00 : le profil que le TCO répète chaque semaine (mis à l'échelle par la croissance de la demande de chaque mois).</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileModel</name>
    <message>
        <source>%1: %2 requests/s
Source: %3
Double-click to edit; the edit is one undo step.</source>
        <translation>%1 : %2 requêtes/s
Source : %3
Double-cliquez pour modifier ; la modification est une étape d'annulation.</translation>
    </message>
    <message>
        <source>Requests/s from %1:00 to %2:00</source>
        <translation>Requêtes/s de %1:00 à %2:00</translation>
    </message>
    <message>
        <source>Requests/s on %1, hour by hour</source>
        <translation>Requêtes/s le %1, heure par heure</translation>
    </message>
    <message>
        <source>tco.demand.weekly_requests_per_s[%1]: '%2' is not a number; give requests/s from 0 to 1e+06</source>
        <translation>tco.demand.weekly_requests_per_s[%1] : « %2 » n'est pas un nombre ; indiquez des requêtes/s de 0 à 1e+06</translation>
    </message>
    <message>
        <source>Edit demand %1</source>
        <translation>Modifier la demande %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandRowsModel</name>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>The line of the file (the header is line 1)</source>
        <translation>La ligne du fichier (l'en-tête est la ligne 1)</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>Horodatage</translation>
    </message>
    <message>
        <source>The row's time as the file gives it</source>
        <translation>L'heure de la ligne telle que le fichier l'indique</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Requêtes/s</translation>
    </message>
    <message>
        <source>The request rate the row gives, in requests per second; empty where it could not be read</source>
        <translation>Le débit de requêtes de la ligne, en requêtes par seconde ; vide s'il n'a pas pu être lu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>"ok" for a row that is used, else why it is rejected</source>
        <translation>« ok » pour une ligne utilisée, sinon la raison du rejet</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Line %1 is used</source>
        <translation>La ligne %1 est utilisée</translation>
    </message>
    <message>
        <source>Line %1 is rejected: %2</source>
        <translation>La ligne %1 est rejetée : %2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandView</name>
    <message>
        <source>Weekly demand</source>
        <translation>Demande hebdomadaire</translation>
    </message>
    <message>
        <source>Autoscaling</source>
        <translation>Mise à l'échelle automatique</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Read a CSV of timestamp,requests_per_s rows (ISO 8601 or Unix seconds) into the weekly profile: each hour of the week gets the mean of its samples. A preview shows every row first. The profile's busiest hour is then the peak the fleet is sized for, and its mean the load costs per token divide by.</source>
        <translation>Lire un CSV de lignes timestamp,requests_per_s (ISO 8601 ou secondes Unix) dans le profil hebdomadaire : chaque heure de la semaine prend la moyenne de ses échantillons. Un aperçu montre d'abord chaque ligne. L'heure la plus chargée du profil devient la pointe pour laquelle le parc est dimensionné, et sa moyenne la charge par laquelle se divisent les coûts par jeton.</translation>
    </message>
    <message>
        <source>Reset to default profile</source>
        <translation>Revenir au profil par défaut</translation>
    </message>
    <message>
        <source>Use the default daytime profile again, peaking at Peak requests/s (workload.requests_per_s) and reshaped to Mean requests/s when that is given (undoable)</source>
        <translation>Réutiliser le profil diurne par défaut, culminant aux Requêtes/s de pointe (workload.requests_per_s) et remodelé aux Requêtes/s moyennes si elles sont renseignées (annulable)</translation>
    </message>
    <message>
        <source>Requests/s by hour of the week (rows: days, columns: hour of the day, local time)</source>
        <translation>Requêtes/s par heure de la semaine (lignes : jours, colonnes : heure du jour, heure locale)</translation>
    </message>
    <message>
        <source>Requests/s in each hour of the week; double-click a cell to edit</source>
        <translation>Requêtes/s de chaque heure de la semaine ; double-cliquez sur une cellule pour la modifier</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>Mois :</translation>
    </message>
    <message>
        <source>Month of the horizon whose week is drawn: month 1 is today; later months carry the demand growth</source>
        <translation>Mois de l'horizon dont la semaine est tracée : le mois 1 est aujourd'hui ; les mois suivants intègrent la croissance de la demande</translation>
    </message>
    <message>
        <source>Weekly demand: peak %1, mean %2</source>
        <translation>Demande hebdomadaire : pointe %1, moyenne %2</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requêtes/s</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>The demand view covers serving; this scenario trains (its TCO counts training runs per month, tco.training_runs_per_month).</source>
        <translation>La vue de la demande concerne le service ; ce scénario entraîne (son TCO compte des entraînements par mois, tco.training_runs_per_month).</translation>
    </message>
    <message>
        <source>The selected candidate is rejected: showing the recommended one.</source>
        <translation>Le candidat sélectionné est rejeté : affichage du candidat recommandé.</translation>
    </message>
    <message>
        <source>No fleet to show: %1</source>
        <translation>Aucun parc à afficher : %1</translation>
    </message>
    <message>
        <source>Autoscaling is off in the scenario (tco.cloud.autoscale): on-demand and spot pay for the fixed fleet around the clock, with no scale-up risk. The autoscaled line shows what autoscaling would do.</source>
        <translation>La mise à l'échelle automatique est désactivée dans le scénario (tco.cloud.autoscale) : à la demande et spot paient le parc fixe en continu, sans risque au démarrage. La courbe mise à l'échelle montre ce qu'elle ferait.</translation>
    </message>
    <message>
        <source>Autoscaling: no fleet</source>
        <translation>Mise à l'échelle : aucun parc</translation>
    </message>
    <message>
        <source>Month 1 of %1 (today)</source>
        <translation>Mois 1 sur %1 (aujourd'hui)</translation>
    </message>
    <message>
        <source>Month %1 of %2</source>
        <translation>Mois %1 sur %2</translation>
    </message>
    <message>
        <source> · demand × %1 of the profile</source>
        <translation> · demande × %1 du profil</translation>
    </message>
    <message>
        <source>Week of month %1 — %2</source>
        <translation>Semaine du mois %1 — %2</translation>
    </message>
    <message>
        <source>Import demand CSV</source>
        <translation>Importer un CSV de demande</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d'ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Reset demand to the default profile</source>
        <translation>Revenir au profil de demande par défaut</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DetailView</name>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB par GPU</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>par GPU</translation>
    </message>
    <message>
        <source>Memory per GPU; the line marks the usable capacity</source>
        <translation>Mémoire par GPU ; la ligne marque la capacité utilisable</translation>
    </message>
    <message>
        <source>No candidate selected</source>
        <translation>Aucun candidat sélectionné</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Surcoût</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Utilisable</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::LoadLatencyChart</name>
    <message>
        <source>Rejected (%1) — </source>
        <translation>Rejeté (%1) — </translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>SLA TTFT</source>
        <translation>TTFT du SLA</translation>
    </message>
    <message>
        <source>Demand today</source>
        <translation>Demande actuelle</translation>
    </message>
    <message>
        <source>Grown demand</source>
        <translation>Demande accrue</translation>
    </message>
    <message>
        <source>%1 %2 TP%3 PP%4</source>
        <translation>%1 %2 TP%3 PP%4</translation>
    </message>
    <message>
        <source>Latency vs load — %1: %2</source>
        <translation>Latence selon la charge — %1 : %2</translation>
    </message>
    <message>
        <source>no load point</source>
        <translation>aucun point de charge</translation>
    </message>
    <message>
        <source>Latency vs load — %1: saturated at every load simulated</source>
        <translation>Latence selon la charge — %1 : saturé à chaque charge simulée</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>Requests/s on %1 replicas</source>
        <translation>Requêtes/s sur %1 répliques</translation>
    </message>
    <message>
        <source>Requests/s on one replica</source>
        <translation>Requêtes/s sur une réplique</translation>
    </message>
    <message>
        <source>TTFT (s, log)</source>
        <translation>TTFT (s, log)</translation>
    </message>
    <message>
        <source>TPOT %1 (ms)</source>
        <translation>TPOT %1 (ms)</translation>
    </message>
    <message>
        <source>SLA %1 TTFT %2 s</source>
        <translation>SLA %1 TTFT %2 s</translation>
    </message>
    <message>
        <source>today %1 req/s</source>
        <translation>actuelle %1 req/s</translation>
    </message>
    <message>
        <source>grown %1 req/s</source>
        <translation>accrue %1 req/s</translation>
    </message>
    <message>
        <source>Latency vs load — %1 (saturates near %2 req/s)</source>
        <translation>Latence selon la charge — %1 (sature vers %2 req/s)</translation>
    </message>
    <message>
        <source>Latency vs load — %1</source>
        <translation>Latence selon la charge — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::MeasuredView</name>
    <message>
        <source>Telemetry of a running deployment</source>
        <translation>Télémétrie d'un déploiement en service</translation>
    </message>
    <message>
        <source>Is the deployment over- or under-provisioned? Read from its GPU counters</source>
        <translation>Le déploiement est-il sur- ou sous-dimensionné ? Lu dans ses compteurs GPU</translation>
    </message>
    <message>
        <source>Calibration on your benchmark runs</source>
        <translation>Étalonnage sur vos mesures de performance</translation>
    </message>
    <message>
        <source>Fit the planner's efficiency factors to runs of your own stack</source>
        <translation>Ajuster les facteurs d'efficacité du planificateur aux mesures de votre propre pile</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::PrometheusImportDialog</name>
    <message>
        <source>The Prometheus server that scrapes dcgm-exporter (http or https; https checks the certificate against the system's CA store)</source>
        <translation>Le serveur Prometheus qui collecte dcgm-exporter (http ou https ; https vérifie le certificat auprès des autorités du système)</translation>
    </message>
    <message>
        <source>How far back from the end: a number and one unit of s, m, h, d, w (30d, 12h)</source>
        <translation>Jusqu'où remonter depuis la fin : un nombre et une unité parmi s, m, h, d, w (30d, 12h)</translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <source>End of the range: RFC 3339 (2026-10-01T06:00:00Z) or Unix seconds; empty for now</source>
        <translation>Fin de la période : RFC 3339 (2026-10-01T06:00:00Z) ou secondes Unix ; vide pour maintenant</translation>
    </message>
    <message>
        <source>One sample per GPU and metric per step, the last of each; 15 s is dcgm-exporter's scrape interval, a longer step reads less</source>
        <translation>Un échantillon par GPU et par métrique à chaque pas, le dernier de chacun ; 15 s est l'intervalle de collecte de dcgm-exporter, un pas plus long lit moins</translation>
    </message>
    <message>
        <source>Label matchers added to every metric, in braces: =, !=, =~, !~</source>
        <translation>Sélecteurs d'étiquettes ajoutés à chaque métrique, entre accolades : =, !=, =~, !~</translation>
    </message>
    <message>
        <source>A file holding a bearer token; empty: the RIGHTSIZER_PROMETHEUS_TOKEN environment variable, if set. The token is not kept.</source>
        <translation>Un fichier contenant un jeton bearer ; vide : la variable d'environnement RIGHTSIZER_PROMETHEUS_TOKEN, si elle est définie. Le jeton n'est pas conservé.</translation>
    </message>
    <message>
        <source>Basic authentication; the password comes from the RIGHTSIZER_PROMETHEUS_PASSWORD environment variable</source>
        <translation>Authentification basique ; le mot de passe vient de la variable d'environnement RIGHTSIZER_PROMETHEUS_PASSWORD</translation>
    </message>
    <message>
        <source>Import from Prometheus</source>
        <translation>Importer depuis Prometheus</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to wait for each answer (1 to 600 s)</source>
        <translation>Durée d'attente de chaque réponse (1 à 600 s)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Choose the token file</source>
        <translation>Choisir le fichier du jeton</translation>
    </message>
    <message>
        <source>Bearer token file</source>
        <translation>Fichier du jeton bearer</translation>
    </message>
    <message>
        <source>&amp;Server URL:</source>
        <translation>URL du &amp;serveur :</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>&amp;Période :</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>&amp;Fin :</translation>
    </message>
    <message>
        <source>S&amp;tep:</source>
        <translation>Pa&amp;s :</translation>
    </message>
    <message>
        <source>&amp;Label matchers:</source>
        <translation>Sélecteurs d'é&amp;tiquettes :</translation>
    </message>
    <message>
        <source>Bearer to&amp;ken file:</source>
        <translation>Fichier du &amp;jeton bearer :</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>&amp;Délai :</translation>
    </message>
    <message>
        <source>Reads the dcgm-exporter metrics (DCGM_FI_*) of the range from Prometheus's HTTP API, as &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt; does. Gaps stay gaps; nothing is kept if any request fails.</source>
        <translation>Lit les métriques dcgm-exporter (DCGM_FI_*) de la période via l'API HTTP de Prometheus, comme &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt;. Les trous restent des trous ; rien n'est conservé si une requête échoue.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>URL du serveur</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Label matchers</source>
        <translation>Sélecteurs d'étiquettes</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Délai</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RateDelegate</name>
    <message>
        <source>Requests/s, 0 to 1e+06; Return applies, Escape cancels</source>
        <translation>Requêtes/s, de 0 à 1e+06 ; Entrée applique, Échap annule</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ReportDialog</name>
    <message>
        <source>Export Report — %1</source>
        <translation>Exporter le rapport — %1</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Enregistrer le PDF…</translation>
    </message>
    <message>
        <source>Write the previewed report as a PDF file</source>
        <translation>Écrire le rapport prévisualisé dans un fichier PDF</translation>
    </message>
    <message>
        <source>Scenarios in the report:</source>
        <translation>Scénarios du rapport :</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison. Every scenario is reported as it is now in the workbench, unsaved edits included.</source>
        <translation>Chaque scénario coché a sa propre section ; deux ou plus ajoutent une comparaison côte à côte. Chaque scénario figure tel qu'il est maintenant dans l'atelier, modifications non enregistrées comprises.</translation>
    </message>
    <message>
        <source>&amp;Update Preview</source>
        <translation>&amp;Mettre à jour l'aperçu</translation>
    </message>
    <message>
        <source>Evaluate the checked scenarios again and regenerate the preview</source>
        <translation>Réévaluer les scénarios cochés et régénérer l'aperçu</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison</source>
        <translation>Chaque scénario coché a sa propre section ; deux ou plus ajoutent une comparaison côte à côte</translation>
    </message>
    <message>
        <source>%1 (editing)</source>
        <translation>%1 (en cours de modification)</translation>
    </message>
    <message>
        <source>The scenario open in the workbench, as it is now (unsaved edits included)</source>
        <translation>Le scénario ouvert dans l'atelier, tel qu'il est maintenant (modifications non enregistrées comprises)</translation>
    </message>
    <message>
        <source>As saved in the project</source>
        <translation>Tel qu'enregistré dans le projet</translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1 (illisible)</translation>
    </message>
    <message>
        <source>Paper size of the PDF (portrait)</source>
        <translation>Format de papier du PDF (portrait)</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>Format de &amp;page :</translation>
    </message>
    <message>
        <source>Name on the title page</source>
        <translation>Nom sur la page de titre</translation>
    </message>
    <message>
        <source>Who prepared the report; printed on the title page</source>
        <translation>Auteur du rapport ; imprimé sur la page de titre</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Auteur :</translation>
    </message>
    <message>
        <source>The report's date, on the title page and in every footer</source>
        <translation>La date du rapport, sur la page de titre et dans chaque pied de page</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date :</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>Évaluation… %p%</translation>
    </message>
    <message>
        <source>Evaluating the checked scenarios (plan, what-if grid, TCO)</source>
        <translation>Évaluation des scénarios cochés (plan, grille de simulation, TCO)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Stop evaluating; nothing is previewed or saved</source>
        <translation>Arrêter l'évaluation ; rien n'est prévisualisé ni enregistré</translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation>Ajuster à la largeur</translation>
    </message>
    <message>
        <source>Zoom so that a page fills the preview's width</source>
        <translation>Zoomer pour qu'une page remplisse la largeur de l'aperçu</translation>
    </message>
    <message>
        <source>Whole Page</source>
        <translation>Page entière</translation>
    </message>
    <message>
        <source>Zoom so that a whole page shows</source>
        <translation>Zoomer pour afficher une page entière</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Pages of the report as it will be saved</source>
        <translation>Pages du rapport tel qu'il sera enregistré</translation>
    </message>
    <message>
        <source>Nothing to preview: check a scenario.</source>
        <translation>Rien à prévisualiser : cochez un scénario.</translation>
    </message>
    <message>
        <source>Check at least one scenario: the report needs one.</source>
        <translation>Cochez au moins un scénario : le rapport en a besoin.</translation>
    </message>
    <message>
        <source>Preparing the report…</source>
        <translation>Préparation du rapport…</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview.</source>
        <translation>Annulé : rien à prévisualiser.</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview or save. Change an option or press Update Preview to prepare the report.</source>
        <translation>Annulé : rien à prévisualiser ni à enregistrer. Modifiez une option ou cliquez sur Mettre à jour l'aperçu pour préparer le rapport.</translation>
    </message>
    <message>
        <source>The report cannot be prepared: %1</source>
        <translation>Le rapport ne peut pas être préparé : %1</translation>
    </message>
    <message>
        <source>No preview: the report cannot be prepared.</source>
        <translation>Pas d'aperçu : le rapport ne peut pas être préparé.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Préparation…</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>Pas d'aperçu</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>Enregistrer le rapport en PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>%1 enregistré dans %2</translation>
    </message>
    <message>
        <source>The language the report is written in; its numbers follow that language's conventions (English: as the command line prints them)</source>
        <translation>La langue du rapport ; ses nombres suivent les conventions de cette langue (anglais : comme les imprime la ligne de commande)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RooflineChart</name>
    <message>
        <source>Arithmetic intensity (FLOP/byte, log)</source>
        <translation>Intensité arithmétique (FLOP/octet, log)</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU (log)</source>
        <translation>TFLOP/s par GPU (log)</translation>
    </message>
    <message>
        <source>Prefill (1 request)</source>
        <translation>Préremplissage (1 requête)</translation>
    </message>
    <message>
        <source>Decode step (batch)</source>
        <translation>Étape de décodage (lot)</translation>
    </message>
    <message>
        <source>Roofline — %1 does not run %2</source>
        <translation>Roofline — %1 n'exécute pas %2</translation>
    </message>
    <message>
        <source>Roof %1 TFLOP/s, %2 TB/s</source>
        <translation>Plafond %1 TFLOP/s, %2 TB/s</translation>
    </message>
    <message>
        <source>%1: %2 TFLOP/s at %3 FLOP/B</source>
        <translation>%1 : %2 TFLOP/s à %3 FLOP/B</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>préremplissage</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>décodage</translation>
    </message>
    <message>
        <source>Roofline — %1 %2 TP%3 PP%4 (ridge %5 FLOP/B)</source>
        <translation>Roofline — %1 %2 TP%3 PP%4 (crête %5 FLOP/B)</translation>
    </message>
    <message>
        <source>Rejected (%1 not native) — </source>
        <translation>Rejeté (%1 non natif) — </translation>
    </message>
    <message>
        <source>Does not fit at batch %1 — </source>
        <translation>Ne tient pas au lot %1 — </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ScenarioEditor</name>
    <message>
        <source>Serving workload</source>
        <translation>Charge de service</translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation>Charge d'entraînement</translation>
    </message>
    <message>
        <source>Service level (SLA)</source>
        <translation>Niveau de service (SLA)</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limites</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoCumulativeChart</name>
    <message>
        <source>month</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Bold, thick line: the recommended option (lowest NPV; for serving, spot is left out: it can be reclaimed)</source>
        <translation>Trait épais en gras : l'option recommandée (VAN la plus basse ; pour le service, le spot est exclu : il peut être repris)</translation>
    </message>
    <message>
        <source>Cash paid for each option from month 1 to the end of the horizon (undiscounted; resale value credited in the last month). The thicker line is the recommended option, the one with the lowest net present value (for serving, of the options that keep the SLA: spot is left out, it can be reclaimed).</source>
        <translation>Sommes payées pour chaque option du mois 1 à la fin de l'horizon (non actualisées ; valeur de revente créditée le dernier mois). Le trait le plus épais est l'option recommandée, celle dont la VAN est la plus basse (pour le service, parmi les options qui tiennent le SLA : le spot est exclu, il peut être repris).</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Coût cumulé</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>seuil de rentabilité</translation>
    </message>
    <message>
        <source>break-even month %1</source>
        <translation>rentabilité au mois %1</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>Coût cumulé sur %1 mois</translation>
    </message>
    <message>
        <source>on-prem unavailable (see below)</source>
        <translation>sur site indisponible (voir ci-dessous)</translation>
    </message>
    <message>
        <source>no cloud option to compare on-prem with</source>
        <translation>aucune option cloud à comparer au sur site</translation>
    </message>
    <message>
        <source>on-prem breaks even with %1 in month %2</source>
        <translation>le sur site atteint la rentabilité face à %1 au mois %2</translation>
    </message>
    <message>
        <source>on-prem does not break even with %1 within %2 months</source>
        <translation>le sur site n'atteint pas la rentabilité face à %1 en %2 mois</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputModel</name>
    <message>
        <source>tco.cloud.autoscale: on, on-demand and spot replicas follow the weekly demand; off, they run the peak fleet around the clock.</source>
        <translation>tco.cloud.autoscale : activé, les répliques à la demande et spot suivent la demande hebdomadaire ; désactivé, elles font tourner le parc de pointe en continu.</translation>
    </message>
    <message>
        <source>tco.horizon_months: months costed, a whole number from 1 to 240.</source>
        <translation>tco.horizon_months : mois chiffrés, un nombre entier de 1 à 240.</translation>
    </message>
    <message>
        <source>tco.%1: accepted %2 to %3 %4. Double-click to edit; Reset to default takes the catalog's or the stated default.</source>
        <translation>tco.%1 : accepté de %2 à %3 %4. Double-cliquez pour modifier ; « Rétablir la valeur par défaut » reprend celle du catalogue ou l'hypothèse indiquée.</translation>
    </message>
    <message>
        <source>tco.%1: “%2” is not a number</source>
        <translation>tco.%1 : « %2 » n'est pas un nombre</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Définir %1</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>Rétablir %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputsPanel</name>
    <message>
        <source>Reset to default</source>
        <translation>Rétablir la valeur par défaut</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs&lt;/b&gt; — bold: set by the scenario; double-click a value to change it (Undo reverts)</source>
        <translation>&lt;b&gt;Paramètres&lt;/b&gt; — en gras : fixés par le scénario ; double-cliquez sur une valeur pour la modifier (Annuler rétablit)</translation>
    </message>
    <message>
        <source>Takes the selected input back to its default: the catalog's price or the stated assumption (one undo step).</source>
        <translation>Ramène le paramètre sélectionné à sa valeur par défaut : le prix du catalogue ou l'hypothèse indiquée (une étape d'annulation).</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoMonthlyChart</name>
    <message>
        <source>capital</source>
        <translation>capital</translation>
    </message>
    <message>
        <source>power</source>
        <translation>électricité</translation>
    </message>
    <message>
        <source>space</source>
        <translation>espace</translation>
    </message>
    <message>
        <source>support</source>
        <translation>support</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>personnel</translation>
    </message>
    <message>
        <source>cloud hours</source>
        <translation>heures cloud</translation>
    </message>
    <message>
        <source>resale</source>
        <translation>revente</translation>
    </message>
    <message>
        <source>month</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>USD per month</source>
        <translation>USD par mois</translation>
    </message>
    <message>
        <source>Cash paid each month, by component. Capital is the purchase (or the loan payments when financed); the last month carries the resale value as a negative bar, the loan balance still owed and reserved terms running past the horizon.</source>
        <translation>Sommes payées chaque mois, par composante. Le capital est l'achat (ou les remboursements en cas de financement) ; le dernier mois porte la valeur de revente en barre négative, le solde du prêt restant dû et les engagements réservés au-delà de l'horizon.</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Coût mensuel</translation>
    </message>
    <message>
        <source>Monthly cost by component — %1</source>
        <translation>Coût mensuel par composante — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoOptionBarsChart</name>
    <message>
        <source>net present value</source>
        <translation>valeur actuelle nette</translation>
    </message>
    <message>
        <source>cost per unit</source>
        <translation>coût unitaire</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>Valeur actuelle nette</translation>
    </message>
    <message>
        <source>Cost per unit</source>
        <translation>Coût unitaire</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>M de jetons de sortie</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>Net present value at %1/year</source>
        <translation>Valeur actuelle nette à %1/an</translation>
    </message>
    <message>
        <source>USD per %1</source>
        <translation>USD par %1</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV that keeps the SLA; spot costs less but can be reclaimed)</source>
        <translation>en surbrillance : %1 (VAN la plus basse qui tient le SLA ; le spot coûte moins mais peut être repris)</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV)</source>
        <translation>en surbrillance : %1 (VAN la plus basse)</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Net present value: each month's cash discounted at the scenario's rate. Cost per unit: the total over the horizon divided by the %1 served. The 90 % band is the total with the throughput at the ends of its 90 % band.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Option&lt;/th&gt;&lt;th&gt;NPV&lt;/th&gt;&lt;th&gt;Total&lt;/th&gt;&lt;th&gt;Total, 90 % band&lt;/th&gt;&lt;th&gt;USD per %1&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;Valeur actuelle nette : les sommes de chaque mois actualisées au taux du scénario. Coût unitaire : le total sur l'horizon divisé par les %1 servis. L'intervalle à 90 % est le total avec le débit aux bornes de son intervalle à 90 %.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Option&lt;/th&gt;&lt;th&gt;VAN&lt;/th&gt;&lt;th&gt;Total&lt;/th&gt;&lt;th&gt;Total, intervalle à 90 %&lt;/th&gt;&lt;th&gt;USD par %1&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>Pas encore d'évaluation.</translation>
    </message>
    <message>
        <source>The option whose monthly cost is broken down</source>
        <translation>L'option dont le coût mensuel est détaillé</translation>
    </message>
    <message>
        <source>Monthly cost of</source>
        <translation>Coût mensuel de</translation>
    </message>
    <message>
        <source>No TCO: %1.</source>
        <translation>Pas de TCO : %1.</translation>
    </message>
    <message>
        <source>No TCO for the plan's first configuration: %1.</source>
        <translation>Pas de TCO pour la première configuration du plan : %1.</translation>
    </message>
    <message>
        <source>No TCO for plan rank %1: %2.</source>
        <translation>Pas de TCO pour le rang %1 du plan : %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — plan rank %2 of %3</source>
        <translation>&lt;b&gt;Chiffré :&lt;/b&gt; %1 — rang %2 sur %3 du plan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total cost of ownership&lt;/b&gt;</source>
        <translation>&lt;b&gt;Coût total de possession&lt;/b&gt;</translation>
    </message>
    <message>
        <source> &lt;i&gt;(the selected configuration does not meet the target, so the plan's first is costed)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(la configuration sélectionnée ne respecte pas l'objectif : la première du plan est chiffrée)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Lowest net present value that keeps the SLA: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6); spot costs less but can be reclaimed</source>
        <translation>VAN la plus basse qui tient le SLA : &lt;b&gt;%1&lt;/b&gt;, %2 (%3 sur %4 mois, %5 par %6) ; le spot coûte moins mais peut être repris</translation>
    </message>
    <message>
        <source>Lowest net present value: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6)</source>
        <translation>VAN la plus basse : &lt;b&gt;%1&lt;/b&gt;, %2 (%3 sur %4 mois, %5 par %6)</translation>
    </message>
    <message>
        <source>No option can be priced for this configuration (see the reasons below).</source>
        <translation>Aucune option ne peut être chiffrée pour cette configuration (voir les raisons ci-dessous).</translation>
    </message>
    <message>
        <source>On-demand %1: %2 per M tokens; the candidates table's %3 is the planned fleet (sized for the peak) around the clock at the mean load%4.</source>
        <translation>À la demande %1 : %2 par million de jetons ; les %3 du tableau des candidats correspondent au parc prévu (dimensionné pour la pointe) en continu à la charge moyenne%4.</translation>
    </message>
    <message>
        <source>autoscaled</source>
        <translation>avec mise à l'échelle</translation>
    </message>
    <message>
        <source>without autoscaling</source>
        <translation>sans mise à l'échelle</translation>
    </message>
    <message>
        <source>: autoscaling follows the demand hour by hour, a different strategy that can cost less</source>
        <translation> : la mise à l'échelle automatique suit la demande heure par heure, une autre stratégie qui peut coûter moins</translation>
    </message>
    <message>
        <source>, the same in month 1 without growth</source>
        <translation>, identique au mois 1 sans croissance</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2</translation>
    </message>
    <message>
        <source>Hint: the best-ranked configuration whose GPU has a catalog purchase price is rank %1 (%2): &lt;a href="rank:%1"&gt;cost rank %1&lt;/a&gt;, or set “Server price” in the inputs.</source>
        <translation>Astuce : la configuration la mieux classée dont le GPU a un prix d'achat au catalogue est au rang %1 (%2) : &lt;a href="rank:%1"&gt;chiffrer le rang %1&lt;/a&gt;, ou renseignez « Prix du serveur » dans les paramètres.</translation>
    </message>
    <message>
        <source>Hint: no feasible configuration's GPU has a catalog purchase price; set “Server price” in the inputs to cost on-prem.</source>
        <translation>Astuce : aucun GPU des configurations réalisables n'a de prix d'achat au catalogue ; renseignez « Prix du serveur » dans les paramètres pour chiffrer le sur site.</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand</source>
        <translation>%1/GPU-heure à la demande</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>aucun prix à la demande</translation>
    </message>
    <message>
        <source>The inputs shown are the decode pool's; an input you set applies to both pools.</source>
        <translation>Les entrées affichées sont celles du pool de décodage ; une entrée que vous fixez s'applique aux deux pools.</translation>
    </message>
    <message>
        <source>Disaggregated split (%1): lowest net present value %2 with %3, %4 per %5 — &lt;a href="split"&gt;cost the split&lt;/a&gt;</source>
        <translation>Découpage désagrégé (%1) : VAN la plus basse %2 avec %3, %4 par %5 — &lt;a href="split"&gt;chiffrer le découpage&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (&lt;a href="rank:1"&gt;cost plan rank 1&lt;/a&gt;)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Chiffré :&lt;/b&gt; %1 — le découpage désagrégé du planificateur (&lt;a href="rank:1"&gt;chiffrer le rang 1 du plan&lt;/a&gt;)&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Pool de préremplissage</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Pool de décodage</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2), %3; its GPU's prices, servers and power are its own</source>
        <translation>
            <numerusform>%1 : %n worker au plan (%2), %3 ; prix, serveurs et puissance de son propre GPU</numerusform>
            <numerusform>%1 : %n workers au plan (%2), %3 ; prix, serveurs et puissance de son propre GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO of an aggregated layout: %1. A disaggregated split meets the SLA: &lt;a href="split"&gt;cost the split&lt;/a&gt;.</source>
        <translation>Pas de TCO d'une disposition agrégée : %1. Un découpage désagrégé respecte le SLA : &lt;a href="split"&gt;chiffrer le découpage&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Disaggregated split: no TCO: %1</source>
        <translation>Découpage désagrégé : pas de TCO : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (no aggregated layout meets the SLA)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Chiffré :&lt;/b&gt; %1 — le découpage désagrégé du planificateur (aucune disposition agrégée ne respecte le SLA)&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryPanel</name>
    <message>
        <source>Import telemetry…</source>
        <translation>Importer une télémétrie…</translation>
    </message>
    <message>
        <source>Read GPU telemetry: nvidia-smi --query-gpu CSV, nvidia-smi dmon, or dcgm-exporter /metrics scrapes; several files (hosts, rotated logs) are merged</source>
        <translation>Lire une télémétrie GPU : CSV nvidia-smi --query-gpu, nvidia-smi dmon ou relevés /metrics de dcgm-exporter ; plusieurs fichiers (hôtes, journaux tournants) sont fusionnés</translation>
    </message>
    <message>
        <source>The files hold several GPU products: pick the deployment to size</source>
        <translation>Les fichiers contiennent plusieurs modèles de GPU : choisissez le déploiement à dimensionner</translation>
    </message>
    <message>
        <source>What was read: formats, GPUs, hosts and the period covered (UTC)</source>
        <translation>Ce qui a été lu : formats, GPU, hôtes et période couverte (UTC)</translation>
    </message>
    <message>
        <source>Files that could not be read; nothing of them is shown</source>
        <translation>Fichiers illisibles ; rien n'en est affiché</translation>
    </message>
    <message>
        <source>Malformed lines, skipped: nothing is guessed from them</source>
        <translation>Lignes mal formées, ignorées : rien n'en est deviné</translation>
    </message>
    <message>
        <source>The right-sizing verdict on the measured period</source>
        <translation>Le verdict de dimensionnement sur la période mesurée</translation>
    </message>
    <message>
        <source>The measured facts behind the verdict, and what telemetry of the GPU's own counters cannot tell</source>
        <translation>Les faits mesurés derrière le verdict, et ce que la télémétrie des compteurs du GPU ne peut pas dire</translation>
    </message>
    <message>
        <source>Statistics over every sample of every GPU of the deployment</source>
        <translation>Statistiques sur chaque échantillon de chaque GPU du déploiement</translation>
    </message>
    <message>
        <source>Catalog configurations that carry the measured load with headroom, cheapest first</source>
        <translation>Configurations du catalogue qui portent la charge mesurée avec marge, la moins chère d'abord</translation>
    </message>
    <message>
        <source>&lt;b&gt;Configurations that carry the measured load&lt;/b&gt;</source>
        <translation>&lt;b&gt;Configurations qui portent la charge mesurée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import GPU telemetry</source>
        <translation>Importer une télémétrie GPU</translation>
    </message>
    <message>
        <source>Telemetry (*.csv *.txt *.log *.prom *.metrics);;All files (*)</source>
        <translation>Télémétrie (*.csv *.txt *.log *.prom *.metrics);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Skipped lines: %1</source>
        <translation>Lignes ignorées : %1</translation>
    </message>
    <message>
        <source>… and %1 more (click to list them all)</source>
        <translation>… et %1 de plus (cliquez pour toutes les lister)</translation>
    </message>
    <message>
        <source>Every line was read</source>
        <translation>Chaque ligne a été lue</translation>
    </message>
    <message>
        <source>No telemetry loaded.</source>
        <translation>Aucune télémétrie chargée.</translation>
    </message>
    <message>
        <source>Import nvidia-smi or DCGM telemetry of a running deployment to see whether it is over- or under-provisioned.</source>
        <translation>Importez une télémétrie nvidia-smi ou DCGM d'un déploiement en service pour voir s'il est sur- ou sous-dimensionné.</translation>
    </message>
    <message>
        <source>, %1 to %2 UTC, a sample every %3</source>
        <translation>, de %1 à %2 UTC, un échantillon toutes les %3</translation>
    </message>
    <message>
        <source>%1 × %2 on %3%4 (%5)</source>
        <translation>%1 × %2 sur %3%4 (%5)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Evidence&lt;/b&gt;</source>
        <translation>&lt;b&gt;Éléments&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caveats&lt;/b&gt;</source>
        <translation>&lt;b&gt;Réserves&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n hôte</numerusform>
            <numerusform>%n hôtes</numerusform>
        </translation>
    </message>
    <message>
        <source>From Prometheus…</source>
        <translation>Depuis Prometheus…</translation>
    </message>
    <message>
        <source>Read the dcgm-exporter metrics of a time range from the Prometheus server that scrapes them</source>
        <translation>Lire les métriques dcgm-exporter d'une période depuis le serveur Prometheus qui les collecte</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Import from Prometheus cancelled; nothing was read.</source>
        <translation>Import depuis Prometheus annulé ; rien n'a été lu.</translation>
    </message>
    <message>
        <source>Keep the Prometheus query</source>
        <translation>Conserver la requête Prometheus</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Read the Prometheus query the project keeps again (a query without an end reads the range up to now)</source>
        <translation>Relire la requête Prometheus conservée dans le projet (une requête sans fin lit la plage jusqu’à maintenant)</translation>
    </message>
    <message>
        <source>The project keeps no Prometheus query: import one with “From Prometheus…” first.</source>
        <translation>Le projet ne conserve aucune requête Prometheus : importez-en d’abord une avec « Depuis Prometheus… ».</translation>
    </message>
    <message>
        <source>The project's Prometheus query cannot be read: %1</source>
        <translation>La requête Prometheus du projet est illisible : %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryStatsModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 of observed time (%2 idle periods)</source>
        <translation>%1 du temps observé (%2 périodes d'inactivité)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryTraceChart</name>
    <message>
        <source>GPU utilization over time</source>
        <translation>Utilisation GPU dans le temps</translation>
    </message>
    <message>
        <source>Memory used over time</source>
        <translation>Mémoire utilisée dans le temps</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Heure (UTC)</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>Utilisation (%)</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>Mémoire utilisée (GiB)</translation>
    </message>
    <message>
        <source>Share of time a kernel ran on each GPU, per sample; a break in a line is a gap in the data</source>
        <translation>Part du temps où un noyau tournait sur chaque GPU, par échantillon ; une coupure dans une courbe est un trou dans les données</translation>
    </message>
    <message>
        <source>Frame buffer in use on each GPU, per sample; the axis ends at the memory the driver reports; a break in a line is a gap in the data</source>
        <translation>Mémoire d'image utilisée sur chaque GPU, par échantillon ; l'axe s'arrête à la mémoire indiquée par le pilote ; une coupure dans une courbe est un trou dans les données</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TornadoChart</name>
    <message>
        <source>input +20 %</source>
        <translation>paramètre +20 %</translation>
    </message>
    <message>
        <source>base total</source>
        <translation>total de base</translation>
    </message>
    <message>
        <source>total over the horizon (USD)</source>
        <translation>total sur l'horizon (USD)</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilité</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>base %1</translation>
    </message>
    <message>
        <source>; %1 not shown</source>
        <translation> ; %1 non affichés</translation>
    </message>
    <message>
        <source>Sensitivity of the %1 total</source>
        <translation>Sensibilité du total %1</translation>
    </message>
    <message>
        <source>input −20 %</source>
        <translation>paramètre −20 %</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 total over the horizon with one input at 80 % and at 120 % of its value, the others as they are; the vertical line is the total at the inputs as they are (%2).&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Input&lt;/th&gt;&lt;th&gt;Value&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;Swing&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</source>
        <translation>&lt;p&gt;Le total %1 sur l'horizon avec un paramètre à 80 % et à 120 % de sa valeur, les autres inchangés ; la ligne verticale est le total avec les paramètres tels quels (%2).&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Paramètre&lt;/th&gt;&lt;th&gt;Valeur&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;Écart&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n smaller swing(s)</source>
        <translation>
            <numerusform>%n variation plus petite</numerusform>
            <numerusform>%n variations plus petites</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TpotThroughputChart</name>
    <message>
        <source>Running batch (concurrent sequences, log₂)</source>
        <translation>Lot en cours (séquences simultanées, log₂)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Jetons de sortie/s par GPU</translation>
    </message>
    <message>
        <source>SLA TPOT</source>
        <translation>TPOT du SLA</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>Plus grand lot qui tient</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>Lot sélectionné</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>tok/s/GPU %1</source>
        <translation>jetons/s/GPU %1</translation>
    </message>
    <message>
        <source> (rejected: not native)</source>
        <translation> (rejeté : non natif)</translation>
    </message>
    <message>
        <source>TPOT %1 (ms, log₂)</source>
        <translation>TPOT %1 (ms, log₂)</translation>
    </message>
    <message>
        <source>TPOT &amp; throughput — %1 TP%2 PP%3, %4-token prompt</source>
        <translation>TPOT et débit — %1 TP%2 PP%3, prompt de %4 jetons</translation>
    </message>
    <message>
        <source>Does not fit at any batch (%1) — </source>
        <translation>Ne tient à aucun lot (%1) — </translation>
    </message>
    <message>
        <source>SLA %1 TPOT %2 ms</source>
        <translation>SLA %1 TPOT %2 ms</translation>
    </message>
    <message>
        <source>fits ≤ %1</source>
        <translation>tient ≤ %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::WhatIfView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>Pas encore d'évaluation.</translation>
    </message>
    <message>
        <source>Weight precision the charts show (the grid's precisions)</source>
        <translation>Précision des poids affichée par les graphiques (précisions de la grille)</translation>
    </message>
    <message>
        <source>Running batch per replica: concurrent sequences decoded together (the grid's batch axis)</source>
        <translation>Lot en cours par réplique : séquences décodées simultanément (axe des lots de la grille)</translation>
    </message>
    <message>
        <source>Prompt length in tokens (the grid's context axis)</source>
        <translation>Longueur du prompt en jetons (axe de contexte de la grille)</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>No what-if charts: %1</source>
        <translation>Pas de graphiques de simulation : %1</translation>
    </message>
    <message>
        <source>No what-if charts: the evaluation has no grid.</source>
        <translation>Pas de graphiques de simulation : l'évaluation n'a pas de grille.</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>lot %1</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>contexte %1 jetons</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::FormSection</name>
    <message>
        <source>Set %1</source>
        <translation>Définir %1</translation>
    </message>
    <message>
        <source>Scenario field: %1</source>
        <translation>Champ du scénario : %1</translation>
    </message>
    <message>
        <source>must be %1 (%2) or between %3 and %4</source>
        <translation>doit valoir %1 (%2) ou être entre %3 et %4</translation>
    </message>
    <message>
        <source>must be between %1 (%2) and %3</source>
        <translation>doit être entre %1 (%2) et %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>doit être entre %1 et %2</translation>
    </message>
    <message>
        <source>%1 %2; an empty box was not applied</source>
        <translation>%1 %2 ; un champ vide n'a pas été appliqué</translation>
    </message>
    <message>
        <source>%1 %2; %3 was not applied</source>
        <translation>%1 %2 ; %3 n'a pas été appliqué</translation>
    </message>
    <message>
        <source>%1 to %2, or %3 (%4)</source>
        <translation>%1 à %2, ou %3 (%4)</translation>
    </message>
    <message>
        <source>%1 (%2) to %3</source>
        <translation>%1 (%2) à %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Accepted: %1.</source>
        <translation>Accepté : %1.</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::GpuPicker</name>
    <message>
        <source>Candidate GPUs</source>
        <translation>GPU candidats</translation>
    </message>
    <message>
        <source>All catalog GPUs</source>
        <translation>Tous les GPU du catalogue</translation>
    </message>
    <message>
        <source>Every GPU of the catalog is a candidate (the scenario lists none). Uncheck to choose GPUs in the list.
Scenario field: gpus</source>
        <translation>Chaque GPU du catalogue est candidat (le scénario n'en liste aucun). Décochez pour choisir des GPU dans la liste.
Champ du scénario : gpus</translation>
    </message>
    <message>
        <source>Checked GPUs are the planner's candidates; at least one.
Scenario field: gpus</source>
        <translation>Les GPU cochés sont les candidats du planificateur ; au moins un.
Champ du scénario : gpus</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Check every GPU the filters show</source>
        <translation>Cocher tous les GPU affichés par les filtres</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Uncheck every GPU the filters show; with none left, check the ones you want (the scenario keeps its GPUs until you do)</source>
        <translation>Décocher tous les GPU affichés par les filtres ; s'il n'en reste aucun, cochez ceux que vous voulez (le scénario garde ses GPU jusque-là)</translation>
    </message>
    <message>
        <source>Hides rows only: the scenario's GPUs stay as they are.</source>
        <translation>Masque seulement des lignes : les GPU du scénario restent inchangés.</translation>
    </message>
    <message>
        <source>Show the GPUs of one vendor. </source>
        <translation>Afficher les GPU d'un fabricant. </translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Tous les fabricants</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>toute</translation>
    </message>
    <message>
        <source>Show the GPUs whose runtime memory is at least this. </source>
        <translation>Afficher les GPU dont la mémoire disponible est au moins celle-ci. </translation>
    </message>
    <message>
        <source>Show the GPUs of one form factor (SXM, PCIe, OAM, …). </source>
        <translation>Afficher les GPU d'un format (SXM, PCIe, OAM…). </translation>
    </message>
    <message>
        <source>All form factors</source>
        <translation>Tous les formats</translation>
    </message>
    <message>
        <source>Filter by name, e.g. h100</source>
        <translation>Filtrer par nom, p. ex. h100</translation>
    </message>
    <message>
        <source>Show the GPUs whose name or id contains all these words. </source>
        <translation>Afficher les GPU dont le nom ou l'identifiant contient tous ces mots. </translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Min. memory</source>
        <translation>Mémoire min.</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (id %2)
%3, %4; %5 usable by the runtime</source>
        <translation>%1 (id %2)
%3, %4 ; %5 utilisables par le moteur</translation>
    </message>
    <message>
        <source>%1: left out of the plan unless GeForce cards are included below</source>
        <translation>%1 : exclu du plan sauf si les cartes GeForce sont incluses ci-dessous</translation>
    </message>
    <message>
        <source>All %1 catalog GPUs are candidates</source>
        <translation>Les %1 GPU du catalogue sont tous candidats</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs chosen</source>
        <translation>%1 GPU choisis sur %2</translation>
    </message>
    <message>
        <source>No GPU checked: check the ones to plan for (until then the scenario keeps its %1)</source>
        <translation>Aucun GPU coché : cochez ceux à planifier (jusque-là le scénario garde ses %1)</translation>
    </message>
    <message>
        <source>%1 catalog GPUs</source>
        <translation>%1 GPU du catalogue</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>%1; %2 shown</source>
        <translation>%1 ; %2 affichés</translation>
    </message>
    <message>
        <source>Consider all catalog GPUs</source>
        <translation>Considérer tous les GPU du catalogue</translation>
    </message>
    <message>
        <source>Choose candidate GPUs</source>
        <translation>Choisir les GPU candidats</translation>
    </message>
    <message>
        <source>gpus: keep at least one GPU checked, or check “All catalog GPUs”</source>
        <translation>gpus : gardez au moins un GPU coché, ou cochez « Tous les GPU du catalogue »</translation>
    </message>
    <message>
        <source>Add GPU %1</source>
        <translation>Ajouter le GPU %1</translation>
    </message>
    <message>
        <source>Remove GPU %1</source>
        <translation>Retirer le GPU %1</translation>
    </message>
    <message>
        <source>1 shown GPU</source>
        <translation>1 GPU affiché</translation>
    </message>
    <message>
        <source>%1 shown GPUs</source>
        <translation>%1 GPU affichés</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>Cocher %1</translation>
    </message>
    <message>
        <source>Uncheck %1</source>
        <translation>Décocher %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>Rechercher des modèles…</translation>
    </message>
    <message>
        <source>Shows the catalog models whose name or id contains the text.</source>
        <translation>Affiche les modèles du catalogue dont le nom ou l'identifiant contient le texte.</translation>
    </message>
    <message>
        <source>Catalog models with their parameter count. Click a model (or press Enter on it) to make it the scenario's model.
Scenario field: model</source>
        <translation>Modèles du catalogue avec leur nombre de paramètres. Cliquez sur un modèle (ou appuyez sur Entrée) pour en faire le modèle du scénario.
Champ du scénario : model</translation>
    </message>
    <message>
        <source>Import HF config…</source>
        <translation>Importer une config HF…</translation>
    </message>
    <message>
        <source>Use the architecture of a Hugging Face config.json (llama, mistral, mixtral, qwen2, qwen3, gemma2, deepseek) as the scenario's model.</source>
        <translation>Utiliser l'architecture d'un config.json Hugging Face (llama, mistral, mixtral, qwen2, qwen3, gemma2, deepseek) comme modèle du scénario.</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 paramètres</translation>
    </message>
    <message>
        <source>%1 total, %2 active</source>
        <translation>%1 au total, %2 actifs</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2 model, id %3)</source>
        <translation>%1 (modèle %2, id %3)</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>Contexte : %1 jetons</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>Choisir le modèle %1</translation>
    </message>
    <message>
        <source>Import Hugging Face config</source>
        <translation>Importer une config Hugging Face</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Config Hugging Face (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1 : impossible de lire le fichier (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>Importer le modèle %1</translation>
    </message>
    <message>
        <source>%1 · imported architecture</source>
        <translation>%1 · architecture importée</translation>
    </message>
    <message>
        <source>The scenario's model (id %1)</source>
        <translation>Le modèle du scénario (id %1)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::PrecisionPicker</name>
    <message>
        <source>Precisions allowed</source>
        <translation>Précisions autorisées</translation>
    </message>
    <message>
        <source>Accepted: at least one precision; training modes take fp32, bf16, fp16 or fp8.
Scenario field: precisions</source>
        <translation>Accepté : au moins une précision ; les modes d'entraînement prennent fp32, bf16, fp16 ou fp8.
Champ du scénario : precisions</translation>
    </message>
    <message>
        <source>%1 weights: %2 bits per weight</source>
        <translation>Poids %1 : %2 bits par poids</translation>
    </message>
    <message>
        <source>, dequantized to 16-bit for the matrix multiplications</source>
        <translation>, déquantifiés en 16 bits pour les multiplications matricielles</translation>
    </message>
    <message>
        <source>Number formats the planner may choose for the weights.
</source>
        <translation>Formats numériques que le planificateur peut choisir pour les poids.
</translation>
    </message>
    <message>
        <source>Allow %1</source>
        <translation>Autoriser %1</translation>
    </message>
    <message>
        <source>Exclude %1</source>
        <translation>Exclure %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ScenarioIdentity</name>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>The project's scenarios: pick the one to edit and evaluate. Each keeps its unsaved changes (Ctrl+PgUp / Ctrl+PgDown)</source>
        <translation>Les scénarios du projet : choisissez celui à modifier et à évaluer. Chacun garde ses modifications non enregistrées (Ctrl+PgUp / Ctrl+PgDown)</translation>
    </message>
    <message>
        <source>e.g. Llama 3.1 8B chatbot</source>
        <translation>p. ex. chatbot Llama 3.1 8B</translation>
    </message>
    <message>
        <source>The scenario's name: in the title bar, the comparison's headers, the report and the project file. One line, unique in the project. Applies on Enter</source>
        <translation>Le nom du scénario : dans la barre de titre, les en-têtes de la comparaison, le rapport et le fichier projet. Une ligne, unique dans le projet. S'applique avec Entrée</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>What this case is for (optional)</source>
        <translation>À quoi sert ce cas (facultatif)</translation>
    </message>
    <message>
        <source>What the scenario is for, in your words: printed under its heading in the report, before the requirements the report derives from the inputs. Applies when the field loses focus or on Ctrl+Enter</source>
        <translation>À quoi sert le scénario, avec vos mots : imprimé sous son titre dans le rapport, avant les exigences que le rapport déduit des paramètres. S'applique quand le champ perd le focus ou avec Ctrl+Entrée</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description :</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>Renommer en « %1 »</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Modifier la description</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::TechniquesSection</name>
    <message>
        <source>Serving techniques</source>
        <translation>Techniques de service</translation>
    </message>
    <message>
        <source>Speculative decoding: a draft proposes a few tokens each step and the model checks them in one pass, so a step emits more than one token. It pays while a step is memory-bound (small batches); the estimate says whether it does at the concurrency it runs. The draft is a smaller catalog model with the same tokenizer, or the model's own multi-token prediction or EAGLE head (one extra decoder layer).</source>
        <translation>Décodage spéculatif : un brouillon propose quelques jetons à chaque pas et le modèle les vérifie en une passe, si bien qu'un pas émet plus d'un jeton. C'est rentable tant qu'un pas est limité par la mémoire (petits lots) ; l'estimation dit si c'est le cas à la concurrence utilisée. Le brouillon est un modèle plus petit du catalogue avec le même tokeniseur, ou la tête de prédiction multi-jetons ou EAGLE du modèle lui-même (une couche de décodeur en plus).</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Décodage spéculatif</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Set speculative decoding</source>
        <translation>Définir le décodage spéculatif</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>tête MTP/EAGLE</translation>
    </message>
</context>
<context>
    <name>rightsizer::workspace::ScenarioDocument</name>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>no scenario %1 in the project (it holds %2)</source>
        <translation>pas de scénario %1 dans le projet (il en contient %2)</translation>
    </message>
    <message>
        <source>Scenario name: must not be empty</source>
        <translation>Nom du scénario : ne doit pas être vide</translation>
    </message>
    <message>
        <source>Scenario name: must be one line</source>
        <translation>Nom du scénario : doit tenir sur une ligne</translation>
    </message>
    <message>
        <source>Scenario name: “%1” starts or ends with a space; remove it</source>
        <translation>Nom du scénario : « %1 » commence ou finit par une espace ; supprimez-la</translation>
    </message>
    <message>
        <source>Scenario name: “%1” is already the name of scenario %2 of this project; each scenario needs its own name</source>
        <translation>Nom du scénario : « %1 » est déjà le nom du scénario %2 de ce projet ; chaque scénario doit avoir son propre nom</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>Renommer en « %1 »</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Modifier la description</translation>
    </message>
    <message>
        <source>Add scenario “%1”</source>
        <translation>Ajouter le scénario « %1 »</translation>
    </message>
    <message>
        <source>Duplicate “%1” as “%2”</source>
        <translation>Dupliquer « %1 » en « %2 »</translation>
    </message>
    <message>
        <source>“%1” is the only scenario of the project, and a project keeps at least one: add another before deleting this one</source>
        <translation>« %1 » est le seul scénario du projet, et un projet en garde au moins un : ajoutez-en un autre avant de supprimer celui-ci</translation>
    </message>
    <message>
        <source>Delete scenario “%1”</source>
        <translation>Supprimer le scénario « %1 »</translation>
    </message>
    <message>
        <source>recovered unsaved changes</source>
        <translation>modifications non enregistrées récupérées</translation>
    </message>
</context>
</TS>
